// Closed-loop load at a fixed concurrency for a fixed time, over keep-alive HTTP (one socket per
// worker), after a warm-up whose samples are dropped. Any non-200 answer fails the run: a bench
// of error pages would measure the wrong thing.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../stats';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  base: string;
  /** Requested in turn, so a call is measured over many rows rather than one cached one. */
  paths: string[];
  headers?: Record<string, string>;
  concurrency: number;
  warmupS: number;
  durationS: number;
}

/** One GET on the agent's keep-alive sockets; resolves with the status once the body is read. */
export function get(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const urls = options.paths.map((p) => new URL(p, options.base));
  const headers = options.headers ?? {};
  const latencies: number[] = [];
  const start = performance.now();
  const measureFrom = start + options.warmupS * 1000;
  const end = measureFrom + options.durationS * 1000;
  let next = 0;
  const worker = async () => {
    for (;;) {
      const before = performance.now();
      if (before >= end) return;
      const url = urls[next++ % urls.length];
      if (!url) return;
      const status = await get(agent, url, headers);
      if (status !== 200) throw new Error(`${url.pathname}${url.search} answered ${status}`);
      if (before >= measureFrom) latencies.push(performance.now() - before);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    // Requests started in the measured window over its length (they finish just after it).
    rps: latencies.length / options.durationS,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
