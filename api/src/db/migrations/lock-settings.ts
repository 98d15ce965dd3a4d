// How long a migration may wait for a lock, and what a migration declares to run outside a
// transaction (ADR 0056).
//
// While a DDL statement waits for its lock on a table, every later query on that table queues
// behind it, so the wait is a stall of the API's writes (and, for ACCESS EXCLUSIVE, its reads).
// The wait is cut at LOCK_TIMEOUT, below the requests' statement timeout (2 s, client.ts
// DEFAULT_TIMEOUTS): a request queued behind a migration is slowed, never cancelled into a 503.
// The migration then rolls back and is tried again after a pause, LOCK_ATTEMPTS times in all,
// so a transaction that holds the table for a moment does not fail the deploy.

/** `SET LOCAL lock_timeout` of a migration that runs in a transaction. */
export const LOCK_TIMEOUT = '1s';

/**
 * `SET lock_timeout` of a no-transaction migration's session. Its statements are concurrent index
 * builds and drops (scripts/check-migrations.mjs), whose lock (SHARE UPDATE EXCLUSIVE) does not
 * conflict with reads or writes, so waiting blocks nobody; but a concurrent build also waits for
 * every transaction older than it, as lock waits. Background statements may run 60 s
 * (DEFAULT_TIMEOUTS.backgroundMs), so the bound is past that.
 */
export const NO_TRANSACTION_LOCK_TIMEOUT = '2min';

export interface LockSettings {
  /** Tries of one migration whose lock wait timed out (SQLSTATE 55P03), the first included. */
  attempts: number;
  /** Pause before the next try, in milliseconds. */
  pauseMs: number;
  lockTimeout: string;
  noTransactionLockTimeout: string;
}

export const LOCK_SETTINGS: LockSettings = {
  attempts: 5,
  pauseMs: 2_000,
  lockTimeout: LOCK_TIMEOUT,
  noTransactionLockTimeout: NO_TRANSACTION_LOCK_TIMEOUT,
};

/**
 * The declaration, a line of its own in the file: `-- migration: no-transaction`. Such a file's
 * statements run one by one, each committed by itself, and its record is written after the last;
 * so each statement must be safe to run again (`DROP INDEX CONCURRENTLY IF EXISTS` before the
 * build it repeats), as a failure part-way leaves the first ones done.
 */
export const NO_TRANSACTION = /^--\s*migration:\s*no-transaction\s*$/m;
