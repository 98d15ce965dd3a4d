// Writes go on while a release's migrations run (ADR 0056): on 20,000 seeded listings, the probe
// release of test/fixtures/migrations/release (a column with a constant default and a CHECK added
// NOT VALID, an index built CONCURRENTLY, the CHECK validated) runs through the migrator while
// another connection writes to listings without pause; the longest write is the stall. For
// contrast, the same index built without CONCURRENTLY holds every write until its migration ends.
// PostgreSQL only: PGlite has one connection, so nothing can write beside a migration.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare';
import { DEFAULT_SHAPE, seedStatements } from '../../scripts/bench/seed-sql';
import { measureWriteStall } from '../../scripts/bench/write-stall';
import { openEmptyDatabase, type EmptyDatabase } from './empty-database';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/migrations');
const SHAPE = { ...DEFAULT_SHAPE, listings: 20_000, applications: 2_000 };

describe.skipIf(!process.env.TEST_DATABASE_URL)('the write stall of a release (postgres)', () => {
  let database: EmptyDatabase;
  let url: string;

  beforeAll(async () => {
    database = await openEmptyDatabase('postgres');
    if (!database.url) throw new Error('no database URL');
    url = database.url;
    await prepareDatabase(database.handle, { migrationsSchema: database.migrationsSchema });
    await database.handle.background.transaction(async (tx) => {
      for (const statement of seedStatements(SHAPE, 'unused')) await tx.execute(statement);
    });
  }, 120_000);
  afterAll(() => database.close());

  const release = (folder: string) => () =>
    database.handle.migrate({
      migrationsFolder: path.join(FIXTURES, folder),
      migrationsSchema: database.migrationsSchema,
      migrationsTable: `${folder}_migrations`,
    });

  it('keeps every write under a second while the compliant release runs', async () => {
    const stall = await measureWriteStall(url, release('release'));
    console.info(
      `release on ${SHAPE.listings} listings: longest write ${stall.longestMs.toFixed(1)} ms of ${stall.writes} writes; migrations ${stall.migrationMs.toFixed(0)} ms`,
    );
    expect(stall.writes).toBeGreaterThan(1);
    expect(stall.longestMs).toBeLessThan(1_000);
  });

  it('shows the measure is real: the index built without CONCURRENTLY holds writes for its build', async () => {
    const stall = await measureWriteStall(url, release('blocking-held'));
    console.info(
      `blocking index on ${SHAPE.listings} listings: longest write ${stall.longestMs.toFixed(1)} ms of ${stall.writes} writes; migration ${stall.migrationMs.toFixed(0)} ms`,
    );
    // The lock is held for at least the fixture's 300 ms pause, and a write waited for nearly all
    // of it: writes go on without pause, so one starts within a write's time of the lock.
    expect(stall.longestMs).toBeGreaterThan(250);
  });
});
