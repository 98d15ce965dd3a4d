// What the migrator's locks do on a PostgreSQL server with other sessions (PGlite has one): a
// migration that cannot get its lock gives up after lock_timeout, rolled back, and is tried again;
// and the start-up lock replicas share cannot stall a concurrent index build (advisory-lock.ts).
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { MigrationError, type LockSettings, type LockWait } from '../../src/db/migrations';
import {
  migrationsFolder,
  openEmptyDatabase,
  otherSession,
  removeFolders,
  type EmptyDatabase,
} from './empty-database';

const SHORT: LockSettings = {
  attempts: 2,
  pauseMs: 100,
  lockTimeout: '300ms',
  noTransactionLockTimeout: '300ms',
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('migration locks (postgres)', () => {
  let database: EmptyDatabase | undefined;
  const sessions: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.end()));
    await database?.close();
    database = undefined;
  });
  afterAll(removeFolders);

  /** A table in a fresh schema, then a migration that needs it to itself (ACCESS EXCLUSIVE). */
  async function tableAndAlter() {
    database = await openEmptyDatabase('postgres');
    const names = { migrationsSchema: database.migrationsSchema };
    await database.handle.migrate({
      ...names,
      migrationsFolder: migrationsFolder([['0000_shifts', 'CREATE TABLE "shifts" ("id" int)']]),
    });
    const alter = migrationsFolder(
      [
        ['0000_shifts', 'CREATE TABLE "shifts" ("id" int)'],
        ['0001_shifts_note', 'ALTER TABLE "shifts" ADD COLUMN "note" text'],
      ],
      1_000,
    );
    return { database, names, alter };
  }

  /** Another session's open transaction that has read the table: it holds ACCESS SHARE. */
  async function reader(db: EmptyDatabase) {
    const session = await otherSession(db);
    sessions.push(session);
    await session.query('begin');
    await session.query('select * from shifts');
    return session;
  }

  it('gives up on a lock after lock_timeout, each try, and leaves nothing applied', async () => {
    const { database: db, names, alter } = await tableAndAlter();
    const session = await reader(db);
    const started = performance.now();
    const error = await db.handle
      .migrate({ ...names, migrationsFolder: alter, lockSettings: SHORT })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(
      /^Migration 0001_shifts_note\.sql failed at statement 1 of 1 .*lock timeout \[SQLSTATE 55P03\]; it was rolled back whole/,
    );
    // Two tries of 300 ms and the pause between; not the reader's whole transaction.
    expect(elapsed).toBeGreaterThanOrEqual(700);
    expect(elapsed).toBeLessThan(5_000);
    const { rows } = await session.query<{ n: number }>(
      "select count(*)::int as n from information_schema.columns where table_name = 'shifts' and column_name = 'note' and table_schema = current_schema()",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('tries again after a pause, and applies it once the lock is free', async () => {
    const { database: db, names, alter } = await tableAndAlter();
    const session = await reader(db);
    setTimeout(() => void session.query('commit'), 500);
    const waits: LockWait[] = [];
    await db.handle.migrate({
      ...names,
      migrationsFolder: alter,
      lockSettings: { ...SHORT, attempts: 10 },
      onLockWait: (wait) => waits.push(wait),
    });
    // Each timed-out wait was told before the next try (the API logs them at start).
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toMatchObject({ attempt: 1, attempts: 10 });
    expect(waits[0]?.migration).toMatch(/^0\d{3}_/);
    const { rows } = await session.query<{ n: number }>(
      "select count(*)::int as n from information_schema.columns where table_name = 'shifts' and column_name = 'note' and table_schema = current_schema()",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('shows why the start-up lock is polled: a replica blocked on pg_advisory_lock stalls a concurrent build', async () => {
    const { database: db } = await tableAndAlter();
    const [holder, waiter, builder] = [
      await otherSession(db),
      await otherSession(db),
      await otherSession(db),
    ];
    sessions.push(holder, waiter, builder);
    await holder.query('select pg_advisory_lock(20260056)');
    // Another replica starting: one statement that lasts the whole wait, with its snapshot.
    const waiting = waiter.query('select pg_advisory_lock(20260056)');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await builder.query("set lock_timeout = '1s'");
    const error = await builder
      .query('create index concurrently shifts_id_idx on shifts (id)')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    // The build waited for the waiting replica, which waits for the holder: cut only by the timeout.
    expect((error as { code?: string }).code).toBe('55P03');
    await holder.query('select pg_advisory_unlock(20260056)');
    await waiting;
  });

  it('lets the holder build an index concurrently while another replica waits its turn', async () => {
    const { database: db, names } = await tableAndAlter();
    // Another replica: a handle of its own on the same schema.
    const second = await openDatabase({ dataDir: tmpdir(), databaseUrl: db.url });
    const release = migrationsFolder([
      ['0000_shifts', 'CREATE TABLE "shifts" ("id" int)'],
      ['0001_pause', 'select pg_sleep(0.5)'],
      [
        '0002_shifts_id',
        '-- migration: no-transaction\nDROP INDEX CONCURRENTLY IF EXISTS "shifts_id_idx";--> statement-breakpoint\nCREATE INDEX CONCURRENTLY "shifts_id_idx" ON "shifts" ("id");',
      ],
    ]);
    const lock = `probe-prepare:${names.migrationsSchema}`;
    const migrate = (handle: typeof db.handle) =>
      handle.exclusive(lock, () =>
        handle.migrate({
          ...names,
          migrationsFolder: release,
          // Were the build to wait for the other replica, it would fail here instead of hanging.
          lockSettings: { ...SHORT, noTransactionLockTimeout: '3s' },
        }),
      );
    const first = migrate(db.handle);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const results = await Promise.allSettled([first, migrate(second)]);
    await second.close();
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
  });
});
