// Our migrator (ADR 0056): drizzle-kit still writes the files and the journal; this applies them,
// each migration in its own transaction with a short lock_timeout, or outside one when it
// declares `-- migration: no-transaction` (a concurrent index build), on PostgreSQL and PGlite.
import type { MigrationConnection } from './connection';
import { readMigrations, type Migration } from './journal';
import type { LockSettings } from './lock-settings';
import { runMigrations, type JournalTable, type OnLockWait } from './runner';

export { pgConnection, pgliteConnection, type MigrationConnection } from './connection';
export { readMigrations, type Migration } from './journal';
export { LOCK_SETTINGS, type LockSettings } from './lock-settings';
export { MigrationError } from './migration-error';
export type { JournalTable, LockWait, OnLockWait } from './runner';

export interface MigrateFolderOptions extends JournalTable {
  migrationsFolder: string;
  lockSettings?: LockSettings;
  onLockWait?: OnLockWait;
}

/** Applies the folder's pending migrations; answers those it applied. */
export function migrateFolder(
  connection: MigrationConnection,
  options: MigrateFolderOptions,
): Promise<Migration[]> {
  const { migrationsFolder, lockSettings, onLockWait, ...names } = options;
  return runMigrations(
    connection,
    readMigrations(migrationsFolder),
    names,
    lockSettings,
    onLockWait,
  );
}
