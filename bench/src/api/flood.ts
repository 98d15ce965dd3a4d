// Clients that keep sending costly requests while something else is measured: each of
// `clients` loops over `paths` on its own keep-alive socket, whatever the answers are, and counts
// them by status. The server answers them as it would an attacker: the bench's rate-limit scale
// lifts the per-client limits, so what is measured is what the timeouts and refusals alone hold.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../stats';
import { get } from './load';

export interface FloodResult {
  clients: number;
  requests: number;
  /** Answers by status code: `{ "400": 812, "200": 30 }`. */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
}

export interface Flood {
  stop(): Promise<FloodResult>;
}

export function startFlood(base: string, paths: string[], clients: number): Flood {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const urls = paths.map((p) => new URL(p, base));
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let stopped = false;
  let next = 0;
  const client = async () => {
    while (!stopped) {
      const url = urls[next++ % urls.length];
      if (!url) return;
      const before = performance.now();
      const status = await get(agent, url);
      latencies.push(performance.now() - before);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    async stop() {
      stopped = true;
      try {
        await running;
      } finally {
        agent.destroy();
      }
      latencies.sort((a, b) => a - b);
      return {
        clients,
        requests: latencies.length,
        statuses,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
      };
    },
  };
}
