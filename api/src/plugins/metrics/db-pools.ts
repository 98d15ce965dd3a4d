// The PostgreSQL connection pools (db/client.ts: request, background, admin), read at scrape time:
// connections lent out and callers waiting for one. A request pool with callers waiting is the API
// running out of connections before the database runs out of capacity. PGlite has no pool (one
// in-process connection, queries queue inside it), so nothing is exported there.
import { Gauge, type Registry } from 'prom-client';
import type { PoolName, PoolStats } from '../../db/client';

export function observePools(
  registry: Registry,
  pools: Readonly<Record<PoolName, PoolStats>> | undefined,
): void {
  if (!pools) return;
  const readings: [name: string, help: string, read: (stats: PoolStats) => number][] = [
    [
      'api_db_pool_connections_in_use',
      'Connections of the pool lent out to a query or transaction',
      (stats) => stats.totalCount - stats.idleCount,
    ],
    ['api_db_pool_connections_idle', 'Connections of the pool open and free', (s) => s.idleCount],
    ['api_db_pool_waiting', 'Callers waiting for a connection of the pool', (s) => s.waitingCount],
  ];
  for (const [name, help, read] of readings) {
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(pools)) this.set({ pool }, read(stats));
      },
    });
  }
}
