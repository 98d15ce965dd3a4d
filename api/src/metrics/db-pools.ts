// The PostgreSQL connection pools (db/client.ts: request, background, admin), read at scrape time:
// connections lent out and callers waiting for one. A request pool with callers waiting is the API
// running out of connections before the database runs out of capacity. PGlite has no pool (one
// in-process connection, queries queue inside it), so nothing is exported there.
import { Gauge, type Registry } from 'prom-client';
import type { PoolName, PoolStats } from '../db/client';

export function observePools(
  registry: Registry,
  pools: Readonly<Record<PoolName, PoolStats>> | undefined,
): void {
  if (!pools) return;
  const each = (read: (stats: PoolStats) => number) =>
    function collect(this: Gauge<'pool'>) {
      for (const [pool, stats] of Object.entries(pools)) this.set({ pool }, read(stats));
    };
  new Gauge({
    name: 'api_db_pool_connections_in_use',
    help: 'Connections of the pool lent out to a query or transaction',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect: each((stats) => stats.totalCount - stats.idleCount),
  });
  new Gauge({
    name: 'api_db_pool_connections_idle',
    help: 'Connections of the pool open and free',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect: each((stats) => stats.idleCount),
  });
  new Gauge({
    name: 'api_db_pool_waiting',
    help: 'Callers waiting for a connection of the pool',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect: each((stats) => stats.waitingCount),
  });
}
