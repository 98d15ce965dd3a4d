// Applies the pending migrations of a folder, each in a transaction of its own with a short
// lock_timeout, or statement by statement when it declares `-- migration: no-transaction` (a
// concurrent index build cannot run in a transaction). The record of what ran is drizzle's own
// table (`drizzle.__drizzle_migrations`: id, sha256 hash of the file, created_at = the journal's
// `when`), read as drizzle-orm 0.45's migrator reads it (pg-core/dialect.js, `migrate`): the
// migrations pending are those whose `when` is later than the newest record's created_at. So a
// database migrated by drizzle's migrator carries on here without running anything again.
import { setTimeout as sleep } from 'node:timers/promises';
import type { MigrationConnection } from './connection';
import type { Migration } from './journal';
import { LOCK_SETTINGS, type LockSettings } from './lock-settings';
import { lockTimedOut, MigrationError } from './migration-error';

/** A migration whose lock wait timed out, about to be tried again after the pause. */
export interface LockWait {
  /** The file's tag: `0026_…`. */
  migration: string;
  /** The try that timed out, the first being 1. */
  attempt: number;
  /** Tries in all before the deploy fails. */
  attempts: number;
}

/** Told of each lock wait that timed out, so a deploy that waits says why (the API logs it). */
export type OnLockWait = (wait: LockWait) => void;

export interface JournalTable {
  /** Default `drizzle`, as drizzle's. */
  migrationsSchema?: string;
  /** Default `__drizzle_migrations`, as drizzle's. */
  migrationsTable?: string;
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the journal table if need be (as drizzle does) and answers its qualified name. */
async function journalTable(connection: MigrationConnection, names: JournalTable) {
  const schema = identifier(names.migrationsSchema ?? 'drizzle');
  const table = `${schema}.${identifier(names.migrationsTable ?? '__drizzle_migrations')}`;
  await connection.run(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await connection.run(
    `CREATE TABLE IF NOT EXISTS ${table} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  return table;
}

/** The migrations not yet applied: after the newest record, as drizzle decides. */
export async function pendingMigrations(
  connection: MigrationConnection,
  migrations: Migration[],
  table: string,
): Promise<Migration[]> {
  const [last] = await connection.rows<{ created_at: string | number | null }>(
    `select id, hash, created_at from ${table} order by created_at desc limit 1`,
  );
  if (!last) return migrations;
  return migrations.filter((migration) => Number(last.created_at) < migration.folderMillis);
}

/** The file's statements with their 1-based numbers, blank pieces (after a last breakpoint) left out. */
const numbered = (migration: Migration) =>
  migration.statements
    .map((statement, index) => ({ statement, number: index + 1 }))
    .filter(({ statement }) => statement.trim() !== '');

async function runStatements(connection: MigrationConnection, migration: Migration) {
  for (const { statement, number } of numbered(migration)) {
    try {
      await connection.run(statement);
    } catch (error) {
      throw new MigrationError(migration, number, statement, error);
    }
  }
}

const record = (connection: MigrationConnection, table: string, migration: Migration) =>
  connection.rows(`insert into ${table} ("hash", "created_at") values ($1, $2)`, [
    migration.hash,
    migration.folderMillis,
  ]);

/** One migration and its record, all or nothing. */
async function applyInTransaction(
  connection: MigrationConnection,
  table: string,
  migration: Migration,
  settings: LockSettings,
) {
  await connection.run('BEGIN');
  try {
    await connection.run(`SET LOCAL lock_timeout = '${settings.lockTimeout}'`);
    await runStatements(connection, migration);
    await record(connection, table, migration);
    await connection.run('COMMIT');
  } catch (error) {
    // The failure is the news; a rollback that fails too (the connection lost) ends the same way.
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** One migration statement by statement, each committed alone; its record once all have run. */
async function applyOutsideTransaction(
  connection: MigrationConnection,
  table: string,
  migration: Migration,
  settings: LockSettings,
) {
  await connection.run(`SET lock_timeout = '${settings.noTransactionLockTimeout}'`);
  try {
    await runStatements(connection, migration);
    await record(connection, table, migration);
  } finally {
    await connection.run('RESET lock_timeout');
  }
}

async function apply(
  connection: MigrationConnection,
  table: string,
  migration: Migration,
  settings: LockSettings,
  onLockWait: OnLockWait | undefined,
) {
  const once = migration.noTransaction ? applyOutsideTransaction : applyInTransaction;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await once(connection, table, migration, settings);
      return;
    } catch (error) {
      // A lock held a moment too long by someone else: nothing is lost by trying again later.
      if (!lockTimedOut(error) || attempt >= settings.attempts) throw error;
      onLockWait?.({ migration: migration.tag, attempt, attempts: settings.attempts });
      await sleep(settings.pauseMs);
    }
  }
}

/** Applies the pending migrations in order; the first failure stops the run (MigrationError). */
export async function runMigrations(
  connection: MigrationConnection,
  migrations: Migration[],
  names: JournalTable = {},
  settings: LockSettings = LOCK_SETTINGS,
  onLockWait?: OnLockWait,
): Promise<Migration[]> {
  const table = await journalTable(connection, names);
  const pending = await pendingMigrations(connection, migrations, table);
  for (const migration of pending) await apply(connection, table, migration, settings, onLockWait);
  return pending;
}
