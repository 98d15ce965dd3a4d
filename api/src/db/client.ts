// One SQL dialect, two engines (ARCHITECTURE.md, "API"): embedded PGlite by default, a PostgreSQL
// server through `pg` when DATABASE_URL is set. Callers only ever see the shared PgDatabase type.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { waitForAdvisoryLock } from './advisory-lock';
import {
  migrateFolder,
  pgConnection,
  pgliteConnection,
  type LockSettings,
  type OnLockWait,
} from './migrations';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface MigrateOptions {
  /** Schema for drizzle's journal; tests give each PostgreSQL schema its own. Default `drizzle`. */
  migrationsSchema?: string;
  /** The journal's table in that schema. Default `__drizzle_migrations`. */
  migrationsTable?: string;
  /** Folder of the migrations and their meta/_journal.json. Default api/drizzle. */
  migrationsFolder?: string;
  /** How long and how often a migration waits for its locks. Default LOCK_SETTINGS. */
  lockSettings?: LockSettings;
  /** Told of each lock wait that timed out before the migration is tried again. */
  onLockWait?: OnLockWait;
}

/**
 * How long one statement may run on PostgreSQL, in milliseconds (0: no limit), and how long a
 * request waits for a free connection. A statement past its limit is cancelled by the server
 * (SQLSTATE 57014) and a request that found no connection in time fails: both answer 503
 * (db/errors.ts), so a few costly calls cannot hold every connection and stall the API.
 */
export interface StatementTimeouts {
  /** Statements of requests (`db`). */
  requestMs: number;
  /** Statements of background work (`background`): scheduled tasks, mail, seeding at start. */
  backgroundMs: number;
  /** Waiting for a free connection of the request pool. */
  connectionWaitMs: number;
}

export const DEFAULT_TIMEOUTS: StatementTimeouts = {
  requestMs: 2_000,
  backgroundMs: 60_000,
  connectionWaitMs: 2_000,
};

/** For scripts that seed or measure large data sets: nothing is cut short. */
export const NO_TIMEOUTS: StatementTimeouts = {
  requestMs: 0,
  backgroundMs: 0,
  connectionWaitMs: 0,
};

/** A connection pool's counts at this instant (pg.Pool's own fields), for the metrics. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export type PoolName = 'request' | 'background' | 'admin';

export interface DatabaseHandle {
  /** For requests: on PostgreSQL each statement may run `requestMs` (StatementTimeouts). */
  db: Database;
  /**
   * For background work, on a pool of its own: a sweep that needs longer statements, or many
   * connections at once, never takes them from requests. PGlite: the same database as `db`.
   */
  background: Database;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connection pools by use; PGlite has none (one in-process connection). */
  pools?: Readonly<Record<PoolName, PoolStats>>;
  /**
   * Applies the committed migrations in api/drizzle (the same files on both engines), each in its
   * own transaction unless it declares otherwise (db/migrations, ADR 0056).
   */
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

/**
 * Opens the database named by the configuration: PostgreSQL, in-memory PGlite or PGlite on disk.
 * PGlite runs every query on the API's own thread and cannot cut one short, which is why
 * production requires PostgreSQL (config.ts).
 */
export async function openDatabase(
  config: DatabaseOptions,
  timeouts: StatementTimeouts = DEFAULT_TIMEOUTS,
): Promise<DatabaseHandle> {
  if (config.databaseUrl && config.databaseUrl !== 'memory://') {
    return openPostgres(config.databaseUrl, timeouts);
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
  return pgliteHandle(await PGlite.create(dataDir));
}

/** The handle of an open PGlite; closing the handle closes it. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    background: db,
    engine: 'pglite',
    migrate: async (options) => {
      await migrateFolder(pgliteConnection(client), {
        ...options,
        migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_FOLDER,
      });
    },
    exclusive: (_name, work) => work(),
    close: () => client.close(),
  };
}

/** A pool whose idle clients' errors are noted rather than crashing the API. */
function notedPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
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
  return pool;
}

// Background work runs one task at a time per process (the scheduler, the mail worker, deferred
// work after a reply), so a few connections are enough.
const BACKGROUND_POOL_SIZE = 4;

function openPostgres(connectionString: string, timeouts: StatementTimeouts): DatabaseHandle {
  // pg sends statement_timeout when the connection starts; false leaves the server's setting.
  const limit = (ms: number) => (ms > 0 ? ms : false);
  const pool = notedPool({
    connectionString,
    statement_timeout: limit(timeouts.requestMs),
    connectionTimeoutMillis: timeouts.connectionWaitMs,
  });
  const backgroundPool = notedPool({
    connectionString,
    max: BACKGROUND_POOL_SIZE,
    statement_timeout: limit(timeouts.backgroundMs),
  });
  // Migrations and the start-up lock (which waits while another replica migrates) have no limit.
  const adminPool = notedPool({ connectionString, max: 2 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    background: drizzlePg({ client: backgroundPool, schema }),
    engine: 'postgres',
    pools: { request: pool, background: backgroundPool, admin: adminPool },
    async migrate(options) {
      // One connection for the run: a migration's transaction, or its session's lock_timeout.
      const client = await adminPool.connect();
      try {
        await migrateFolder(pgConnection(client), {
          ...options,
          migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_FOLDER,
        });
        client.release();
      } catch (error) {
        // Not back to the pool: a failure may have left the session mid-transaction or broken.
        client.release(true);
        throw error;
      }
    },
    async exclusive(name, work) {
      // The lock belongs to one connection's session, held outside any transaction; the work
      // itself may use any of the pools (advisory-lock.ts says why it is polled for).
      const holder = await adminPool.connect();
      try {
        await waitForAdvisoryLock(holder, name);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        holder.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), backgroundPool.end(), adminPool.end()]);
    },
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
