// The longest write stall during a release's migrations, on the seeded database the environment
// names (DATABASE_URL, PostgreSQL: another connection writes beside the migrations). Runs the
// probe release of test/fixtures/migrations/release (the one the write-stall test runs), then, for
// contrast, the same index built without CONCURRENTLY; prints one JSON line on stdout.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_x tsx scripts/bench/migration-stall.ts
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { NO_TIMEOUTS, openDatabase, queryRows } from '../../src/db/client';
import { measureWriteStall } from './write-stall';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/migrations');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const url = config.databaseUrl;
if (!url || url === 'memory://') {
  process.stderr.write('migration-stall.ts needs DATABASE_URL: a seeded PostgreSQL database\n');
  process.exit(2);
}
const handle = await openDatabase(config, NO_TIMEOUTS);
try {
  const [counted] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from listings`,
  );
  const release = (folder: string) => () =>
    handle.migrate({
      migrationsFolder: path.join(FIXTURES, folder),
      migrationsTable: `${folder}_migrations`,
    });
  const compliant = await measureWriteStall(url, release('release'));
  const blocking = await measureWriteStall(url, release('blocking'));
  process.stdout.write(
    `${JSON.stringify({ listings: counted?.n ?? 0, release: compliant, blocking })}\n`,
  );
} finally {
  await handle.close();
}
