// Seeds the bench data set (seed-sql.ts) into the database the environment names, exactly as the
// API would open it (DATA_DIR for file-backed PGlite, DATABASE_URL for PostgreSQL), then prints
// one JSON line on stdout with what the load generator needs: logins and ids to request.
//
//   DATA_DIR=/tmp/x tsx scripts/bench/seed.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_x tsx scripts/bench/seed.ts
// Optional BENCH_LISTINGS / BENCH_APPLICATIONS shrink the set for a quick run.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/accounts/auth/password';
import { loadConfig } from '../../src/config';
import { NO_TIMEOUTS, openDatabase, queryRows } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../seed/demo-logins';
import { prepareDatabase } from '../../src/db/prepare';
import { DEFAULT_SHAPE, seedStatements, type SeedShape } from './seed-sql';

function shapeFromEnv(env: NodeJS.ProcessEnv): SeedShape {
  const listings = Number(env.BENCH_LISTINGS ?? DEFAULT_SHAPE.listings);
  const applications = Number(env.BENCH_APPLICATIONS ?? DEFAULT_SHAPE.applications);
  // The application pairs reach listing 2000 + 4999 and need the fixed sets to fit.
  if (!(listings >= 7_000) || !(applications >= 1_000)) {
    throw new Error('BENCH_LISTINGS must be at least 7000 and BENCH_APPLICATIONS at least 1000');
  }
  return { ...DEFAULT_SHAPE, listings, applications };
}

const shape = shapeFromEnv(process.env);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
// Seeding 100,000 listings takes statements far longer than a request may.
const handle = await openDatabase(config, NO_TIMEOUTS);
try {
  await prepareDatabase(handle);
  const started = performance.now();
  const statements = seedStatements(shape, await hashPassword(DEMO_PASSWORD));
  // One transaction: one connection on PostgreSQL (setseed holds), and all-or-nothing.
  await handle.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
  // As autovacuum does after a bulk load (an insert-only table is vacuumed since PostgreSQL 13):
  // statistics for the planner, and the visibility map that index-only scans read.
  await handle.db.execute(sql`vacuum analyze`);
  // The load's writes flushed to disk now, rather than by a checkpoint in the middle of the
  // measurements (a million listings write more than max_wal_size).
  await handle.db.execute(sql`checkpoint`);
  const seedSeconds = (performance.now() - started) / 1000;

  const [target] = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from listings where title = ${`Job ${shape.employerListing}`}`,
  );
  const jobs = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from listings where split_part(title, ' ', 2)::int <= ${shape.questionListings}
      order by created_at desc limit 200`,
  );
  const [counts] = await queryRows<{ listings: number; applications: number }>(
    handle.db,
    sql`select (select count(*)::int from listings) as listings,
      (select count(*)::int from applications) as applications`,
  );
  if (!target || !counts) throw new Error('The bench seed left no measured listing');
  const [size] = await queryRows<{ bytes: string }>(
    handle.db,
    sql`select pg_database_size(current_database())::text as bytes`,
  ).catch(() => [undefined]);
  const result = {
    engine: handle.engine,
    seedSeconds,
    counts,
    databaseBytes: size ? Number(size.bytes) : null,
    password: DEMO_PASSWORD,
    studentEmail: 'bench-student-0@bench.example',
    employerEmail: 'bench-employer-0@bench.example',
    employerListingId: target.id,
    jobIds: jobs.map((row) => row.id),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await handle.close();
}
