// One SQL dialect, two engines (ARCHITECTURE.md, "API"): embedded PGlite by default, a PostgreSQL
// server through `pg` when DATABASE_URL is set. Callers only ever see the shared PgDatabase type.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface MigrateOptions {
  /** Schema for drizzle's journal; tests give each PostgreSQL schema its own. Default `drizzle`. */
  migrationsSchema?: string;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations in api/drizzle (the same files on both engines). */
  migrate(options?: MigrateOptions): Promise<void>;
  /**
   * Runs `work` while no other process holds the same named lock on this database (PostgreSQL:
   * a session advisory lock; PGlite has one process per data directory, so it just runs).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The API package's folder: the nearest one up with a package.json. This module runs from its
 * source (src/db) in tests and from the compiled bundle (dist) in production, at other depths.
 */
function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const MIGRATIONS_FOLDER = path.join(packageDir(import.meta.dirname), 'drizzle');

export type DatabaseOptions = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Opens the database named by the configuration: PostgreSQL, in-memory PGlite or PGlite on disk. */
export async function openDatabase(config: DatabaseOptions): Promise<DatabaseHandle> {
  if (config.databaseUrl && config.databaseUrl !== 'memory://') {
    return openPostgres(config.databaseUrl);
  }
  let dataDir = 'memory://';
  if (config.databaseUrl !== 'memory://') {
    dataDir = path.join(config.dataDir, 'pglite');
    // PGlite creates only the last folder of its data directory.
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  return openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: (options) => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER, ...options }),
    exclusive: (_name, work) => work(),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString });
  // When the server goes away (restart, failover) each idle client emits 'error'; unhandled, that
  // event would crash the API. The pool has already dropped the broken client and connects anew
  // for the next query, so noting it is enough (a structured line, like the app's pino logs).
  pool.on('error', (error) => {
    const code = (error as { code?: unknown }).code;
    const line = {
      level: 40,
      time: Date.now(),
      msg: 'PostgreSQL idle connection lost; the pool reconnects',
      err: { message: error.message, code },
    };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    migrate: (options) => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER, ...options }),
    async exclusive(name, work) {
      // The lock belongs to one connection's session; the work itself may use any of the pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Rows of a raw SQL query. The shared PgDatabase type cannot know each driver's result shape, but
 * both node-postgres and PGlite answer `{ rows }`.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
