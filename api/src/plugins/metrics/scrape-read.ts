// The database reads a scrape makes (mail queue, scheduled tasks): each in a transaction of its
// own whose statements stop after SCRAPE_STATEMENT_TIMEOUT_MS, on the request pool, so a slow
// database makes a scrape miss those values rather than hold connections. A failed read is logged,
// counted (api_metrics_read_failures_total) and leaves its metrics without samples.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { Database } from '../../db/client';

export const SCRAPE_STATEMENT_TIMEOUT_MS = 1_000;

export type ScrapeRead = <T>(
  name: string,
  read: (db: Database) => Promise<T>,
) => Promise<T | undefined>;

export function scrapeReader(registry: Registry, db: Database, log: FastifyBaseLogger): ScrapeRead {
  const failures = new Counter({
    name: 'api_metrics_read_failures_total',
    help: 'Database reads of a scrape that failed or timed out, by read',
    labelNames: ['read'] as const,
    registers: [registry],
  });
  return async (name, read) => {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${SCRAPE_STATEMENT_TIMEOUT_MS}`));
        return read(tx);
      });
    } catch (error) {
      failures.inc({ read: name });
      log.warn({ err: error, read: name }, 'Metrics: database read failed');
      return undefined;
    }
  };
}

/** One call of `run` shared by every caller while it is in flight (the gauges of one scrape). */
export function sharedInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
