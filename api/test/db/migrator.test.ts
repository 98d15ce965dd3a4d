// Our migrator (src/db/migrations, ADR 0056) against drizzle's: it reads the same files the same
// way, carries on a database drizzle's migrator began without running anything again, runs each
// migration in a transaction of its own (or, declared, outside one), and a failure names its file
// and statement.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, queryRows } from '../../src/db/client';
import { MigrationError, readMigrations } from '../../src/db/migrations';
import { engines } from '../helper';
import { openEmptyDatabase, removeFolders, type EmptyDatabase } from './empty-database';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/migrations');
const PROBE_TABLE = 'probe_migrations';

/** The first `count` migrations of api/drizzle as a folder of their own: an older release. */
function olderRelease(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'older-release-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  for (const { tag } of journal.entries) {
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

async function records(database: EmptyDatabase, table = '__drizzle_migrations') {
  const schema = database.migrationsSchema ?? 'drizzle';
  return queryRows<{ hash: string; created_at: string }>(
    database.handle.db,
    sql.raw(`select hash, created_at::text from "${schema}"."${table}" order by id`),
  );
}

const tableExists = async (database: EmptyDatabase, name: string) => {
  const [row] = await queryRows<{ found: boolean }>(
    database.handle.db,
    sql`select to_regclass(${name}) is not null as found`,
  );
  return row?.found;
};

const indexValid = async (database: EmptyDatabase, name: string) => {
  const [row] = await queryRows<{ valid: boolean }>(
    database.handle.db,
    sql`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`,
  );
  return row?.valid;
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('reading the migrations folder', () => {
  it('cuts, hashes and dates each file as drizzle-orm 0.45 does', () => {
    const ours = readMigrations(MIGRATIONS_FOLDER);
    const drizzles = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    expect(
      ours.map(({ statements, hash, folderMillis }) => ({ statements, hash, folderMillis })),
    ).toEqual(
      drizzles.map(({ sql: statements, hash, folderMillis }) => ({
        statements,
        hash,
        folderMillis,
      })),
    );
    expect(ours.filter((migration) => migration.noTransaction).map(({ tag }) => tag)).toEqual([]);
  });

  it('reads the declaration of a migration that runs outside a transaction', () => {
    const release = readMigrations(path.join(FIXTURES, 'release'));
    expect(release.map(({ tag, noTransaction }) => [tag, noTransaction])).toEqual([
      ['0000_listings_probe_views', false],
      ['0001_listings_probe_index', true],
      ['0002_listings_probe_views_valid', false],
    ]);
  });
});

describe.each(engines)('the migrator (%s)', (engine) => {
  let database: EmptyDatabase | undefined;
  const open = async () => (database = await openEmptyDatabase(engine));
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  afterAll(removeFolders);

  it('carries on a database drizzle’s migrator began, running nothing again', async () => {
    const db = await open();
    const older = olderRelease(20);
    try {
      const options = { migrationsFolder: older, migrationsSchema: db.migrationsSchema };
      if (engine === 'pglite')
        await migratePglite(db.handle.db as unknown as PgliteDatabase, options);
      else await migratePg(db.handle.db as unknown as NodePgDatabase, options);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
    expect(await records(db)).toHaveLength(20);
    // 0000 to 0019 create tables without IF NOT EXISTS: running one again would fail.
    await db.handle.migrate({ migrationsSchema: db.migrationsSchema });
    const expected = readMigrations(MIGRATIONS_FOLDER).map(({ hash, folderMillis }) => ({
      hash,
      created_at: String(folderMillis),
    }));
    expect(await records(db)).toEqual(expected);
    await db.handle.migrate({ migrationsSchema: db.migrationsSchema });
    expect(await records(db)).toHaveLength(expected.length);
  });

  it('rolls a failed migration back whole and names its file and statement', async () => {
    const db = await open();
    const error = await failureOf(
      db.handle.migrate({
        migrationsFolder: path.join(FIXTURES, 'failing'),
        migrationsSchema: db.migrationsSchema,
        migrationsTable: PROBE_TABLE,
      }),
    );
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(
      /^Migration 0001_probe_broken\.sql failed at statement 2 of 2 \(INSERT INTO "probe_missing" VALUES \(1\);\): relation "probe_missing" does not exist \[SQLSTATE 42P01\]; it was rolled back whole\./,
    );
    expect(await tableExists(db, 'probe_notes')).toBe(true);
    expect(await tableExists(db, 'probe_broken')).toBe(false);
    expect(await records(db, PROBE_TABLE)).toHaveLength(1);
  });

  it('builds an index concurrently, outside a transaction, and builds it again over one a failure left invalid', async () => {
    const db = await open();
    const options = {
      migrationsFolder: path.join(FIXTURES, 'concurrent'),
      migrationsSchema: db.migrationsSchema,
      migrationsTable: PROBE_TABLE,
    };
    // Two rows say 'a': the unique build fails part-way and leaves its index behind, invalid.
    const error = await failureOf(db.handle.migrate(options));
    expect((error as Error).message).toMatch(
      /^Migration 0001_probe_words_key\.sql failed at statement 2 of 2 .*\[SQLSTATE 23505\]; its earlier statements stay applied/,
    );
    expect(await indexValid(db, 'probe_words_key')).toBe(false);
    expect(await records(db, PROBE_TABLE)).toHaveLength(1);

    await db.handle.db.execute(sql.raw(`delete from probe_words where word = 'a'`));
    await db.handle.db.execute(sql.raw(`insert into probe_words values ('a')`));
    await db.handle.migrate(options);
    expect(await indexValid(db, 'probe_words_key')).toBe(true);
    expect(await records(db, PROBE_TABLE)).toHaveLength(2);
  });
});
