// `app.metrics`: the API's Prometheus metrics (metrics/*), served by the operator's listener
// (plugins/metrics/listener.ts), never on the API's own port. Requests by route and status, the
// process's event-loop lag, the PostgreSQL pools, the scheduled tasks' last successes, and
// `app.metrics.rateLimitRefused(limit)`, counted by the rate limiter. A module adds its own to
// `app.metrics.registry` (mail/plugin.ts adds the mail queue's).
import type { FastifyInstance } from 'fastify';
import { Counter, Registry } from 'prom-client';
import fp from 'fastify-plugin';
import type { PoolName, PoolStats } from '../../db/client';
import { observePools } from '../metrics/db-pools';
import { observeRequests } from '../metrics/http';
import { processRegistry } from '../metrics/process';
import { observeScheduledTasks } from '../metrics/scheduled-tasks';
import { scrapeReader, type ScrapeRead } from '../metrics/scrape-read';

export interface AppMetrics {
  /** The exposition's Content-Type (Prometheus text format 0.0.4). */
  readonly contentType: string;
  /** Every metric, read now (the database's values with a short statement timeout). */
  text(): Promise<string>;
  /** A request refused by the named limit (plugins/rate-limit/limits.ts). */
  rateLimitRefused(limit: string): void;
  /** Where a module adds its own metrics (mail adds the queue's). */
  readonly registry: Registry;
  /** A module's database reads at scrape time, bounded by the scrape's statement timeout. */
  readonly read: ScrapeRead;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsPluginOptions {
  pools: Readonly<Record<PoolName, PoolStats>> | undefined;
}

export default fp(
  async (app: FastifyInstance, options: MetricsPluginOptions) => {
    const registry = new Registry();
    observeRequests(app, registry);
    observePools(registry, options.pools);
    const read = scrapeReader(registry, app.db, app.log);
    observeScheduledTasks(registry, read, app);
    const refusals = new Counter({
      name: 'api_rate_limit_refusals_total',
      help: 'Requests refused 429 by a rate limit, by limit',
      labelNames: ['limit'] as const,
      registers: [registry],
    });
    const both = () => Registry.merge([processRegistry(), registry]);
    app.decorate('metrics', {
      contentType: registry.contentType,
      text: () => both().metrics(),
      rateLimitRefused: (limit: string) => refusals.inc({ limit }),
      registry,
      read,
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['clock', 'database'] },
);
