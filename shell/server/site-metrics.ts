// The site server's Prometheus metrics (prom-client): every answer's duration by kind (page,
// asset, api proxy, csp-report, refused) and status, the process's defaults prefixed `site_`
// (event-loop lag, heap, CPU), and each API replica's state in the proxy's pool. Served only by the
// operator's listener (metrics-listener.ts), never on the site's port.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ApiPool } from './api-pool';

export type RequestKind = 'page' | 'asset' | 'api' | 'csp-report' | 'refused';

export interface SiteMetrics {
  readonly contentType: string;
  /** Times `res` from now until its answer ends, under `kind` and its status. */
  observe(kind: RequestKind, res: ServerResponse): void;
  /** Reports each of `targets` as up (1) or down (0) as `pool` sees it at scrape time. */
  watchPool(pool: ApiPool, targets: string[]): void;
  text(): Promise<string>;
}

// Process-wide, however many site servers a process builds (the tests build several).
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'site_' });
  }
  return processRegistry;
}

// Pages and assets answer in a few milliseconds; the API's calls are bounded by its 2 s statement
// timeout; an upload through the proxy may take longer.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by kind and status',
    labelNames: ['kind', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const pools: { pool: ApiPool; targets: string[] }[] = [];
  new Gauge({
    name: 'site_api_replica_up',
    help: "1 while the API replica is in the proxy's rotation (answers /ready), 0 while left out",
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { pool, targets } of pools) {
        const healthy = new Set(pool.healthy());
        for (const replica of targets) this.set({ replica }, healthy.has(replica) ? 1 : 0);
      }
    },
  });
  return {
    contentType: registry.contentType,
    observe(kind, res) {
      const end = duration.startTimer({ kind });
      res.once('close', () => end({ status_code: String(res.statusCode) }));
    },
    watchPool(pool, targets) {
      pools.push({ pool, targets });
    },
    text: () => Registry.merge([processMetrics(), registry]).metrics(),
  };
}

/** What a request to the public site is, for the metrics. */
export function requestKind(
  req: IncomingMessage,
  isFile: (pathname: string) => boolean,
): RequestKind {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname === '/remotes.json' || isFile(pathname)) return 'asset';
  return 'page';
}
