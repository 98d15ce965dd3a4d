// The longest write stall during a migration (ADR 0056), per data set: a fresh PostgreSQL
// database seeded as the API half seeds it (api/scripts/bench/seed.ts), then
// api/scripts/bench/migration-stall.ts runs the probe release through the migrator while another
// connection writes to listings, and the same index without CONCURRENTLY for contrast.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { config, ROOT, type BenchSize } from '../config';
import { run } from '../process';

const API_DIR = path.join(ROOT, 'api');
const TSX = path.join(API_DIR, 'node_modules/.bin/tsx');
const PG_DATABASE = 'scripts/bench/pg-database.ts';

interface Stall {
  longestMs: number;
  writes: number;
  migrationMs: number;
}

export interface MigrationResult {
  listings: number;
  seedSeconds: number;
  /** The compliant probe release (api/test/fixtures/migrations/release). */
  release: Stall;
  /** The same index built without CONCURRENTLY (api/test/fixtures/migrations/blocking). */
  blocking: Stall;
}

/** BENCH_MIGRATION_DATABASE names the throwaway database (`…_bench`); else `bench_<random>`. */
const databaseName = () =>
  process.env.BENCH_MIGRATION_DATABASE ?? `bench_${randomBytes(5).toString('hex')}`;

export async function runMigrationBench(size: BenchSize): Promise<MigrationResult> {
  const listings = size.listings.toLocaleString('en');
  process.stdout.write(`Migration write stall, ${listings} listings: seeding…\n`);
  const name = databaseName();
  await run(TSX, [PG_DATABASE, 'create', config.pgServerUrl, name], { cwd: API_DIR });
  try {
    const url = new URL(config.pgServerUrl);
    url.pathname = `/${name}`;
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      BENCH_LISTINGS: String(size.listings),
      BENCH_APPLICATIONS: String(size.applications),
    };
    const seed = JSON.parse(await run(TSX, ['scripts/bench/seed.ts'], { cwd: API_DIR, env })) as {
      seedSeconds: number;
    };
    process.stdout.write(
      `  seeded in ${seed.seedSeconds.toFixed(0)} s; migrating while writing…\n`,
    );
    const measured = JSON.parse(
      await run(TSX, ['scripts/bench/migration-stall.ts'], { cwd: API_DIR, env }),
    ) as Omit<MigrationResult, 'seedSeconds'>;
    process.stdout.write(
      `  longest write ${measured.release.longestMs.toFixed(0)} ms (blocking index: ${measured.blocking.longestMs.toFixed(0)} ms)\n`,
    );
    return { ...measured, seedSeconds: seed.seedSeconds };
  } finally {
    await run(TSX, [PG_DATABASE, 'drop', config.pgServerUrl, name], { cwd: API_DIR });
  }
}
