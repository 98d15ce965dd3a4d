// Browse benchmark (ARCHITECTURE.md "Targets"): seeds 100,000 listings into a fresh database,
// starts the API on an ephemeral loopback port and measures /health and a browse-with-radius
// call with 10 concurrent connections and a fixed number of requests each.
//
//   npx tsx scripts/bench-browse.ts                       # fresh in-memory PGlite
//   DATABASE_URL=postgres://... npx tsx scripts/bench-browse.ts   # a schema of its own, dropped after
//   options: --listings=100000 --requests=5000 --concurrency=10 --explain
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name = '', ...value] = arg.replace(/^--/, '').split('=');
    return [name, value.length > 0 ? value.join('=') : 'true'] as const;
  }),
);
const LISTINGS = Number(args.get('listings') ?? 100_000);
const REQUESTS = Number(args.get('requests') ?? 5_000);
const CONCURRENCY = Number(args.get('concurrency') ?? 10);
const WARMUP = 500;
const BROWSE =
  '/system/jobs/by-category?category_code=HOSP&lat=-33.8688&long=151.2093&radius_km=5&limit=3';

async function openBenchDatabase(dataDir: string): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ dataDir, databaseUrl: 'memory://' });
    await prepareDatabase(handle, { seedDemo: false });
    return handle;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  const handle = await openDatabase({ dataDir, databaseUrl: withSchema.toString() });
  await handle.db.execute(sql.raw(`create schema "${schema}"`));
  await prepareDatabase(handle, { seedDemo: false, migrationsSchema: schema });
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await handle.close();
    },
  };
}

/** 200 employers and LISTINGS listings around Sydney (±0.5°), some expired or full. */
async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`insert into users (email, password_hash, role)
    select 'bench-employer-' || g || '@bench.example', 'unused', 'employer' from generate_series(1, 200) g`);
  await db.execute(sql`insert into employers (user_id, business_name)
    select id, 'Bench Business ' || row_number() over () from users where role = 'employer'`);
  await db.execute(sql`insert into listings (employer_id, category_code, title, short_preview,
      description, location, latitude, longitude, expiry_date, max_applications,
      applications_count, created_at)
    select e.user_id,
      (array['HOSP','RETL','EVNT','PHYS','OFFC','OTHR'])[1 + g % 6],
      'Job ' || g, 'Preview ' || g, 'Description of job ' || g, 'Sydney NSW 2000',
      -33.8688 + (random() - 0.5), 151.2093 + (random() - 0.5),
      current_date + (case when g % 10 = 0 then -3 else 30 end),
      5, case when g % 20 = 0 then 5 else 0 end,
      now() - (g || ' seconds')::interval * 50
    from generate_series(1, ${LISTINGS}) g
    join (select user_id, row_number() over () - 1 as n from employers) e on e.n = g % 200`);
  await db.execute(sql`analyze listings`);
}

interface Result {
  label: string;
  p50: number;
  p99: number;
  rps: number;
}

/** Runs the load in a child process, so the client does not share the server's event loop. */
function measureInChild(label: string, url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(
      import.meta.filename,
      [`--client=${url}`, `--label=${label}`, ...process.argv.slice(2)],
      {
        execArgv: process.execArgv,
      },
    );
    child.once('message', (message) => resolve(message as Result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
  });
}

async function measure(label: string, url: string): Promise<Result> {
  const run = async (count: number, latencies: number[]) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next += 1;
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  await run(WARMUP, []);
  const latencies: number[] = [];
  const started = performance.now();
  await run(REQUESTS, latencies);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { label, p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds };
}

const clientUrl = args.get('client');
if (clientUrl) {
  process.send?.(await measure(args.get('label') ?? clientUrl, clientUrl));
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sg-bench-'));
const database = await openBenchDatabase(dataDir);
const seedStart = performance.now();
await seed(database);
const seedSeconds = (performance.now() - seedStart) / 1000;
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: 'memory://' }),
});
const app = await buildApp({ config, database, logger: false });
try {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  if (args.has('explain')) {
    await fetch(`${address}${BROWSE}`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql.raw(`explain analyze select id from listings l where l.category_code = 'HOSP'
        and l.latitude between -33.9138 and -33.8238 and l.longitude between 151.1551 and 151.2635
        order by created_at desc, id desc limit 4`),
    );
    process.stdout.write(`${plan.map((row) => row['QUERY PLAN']).join('\n')}\n\n`);
  }
  const health = await measureInChild('GET /health', `${address}/health`);
  const browse = await measureInChild(
    'GET browse HOSP, 5 km of Sydney, limit 3',
    `${address}${BROWSE}`,
  );
  const rss = process.memoryUsage().rss / 1024 / 1024;
  const fmt = (n: number) => n.toFixed(2);
  const lines = [
    `Engine: ${database.engine}; ${LISTINGS.toLocaleString('en')} listings (seeded in ${seedSeconds.toFixed(1)} s); ` +
      `${CONCURRENCY} concurrent connections from a separate process, ${REQUESTS} requests per row ` +
      `after ${WARMUP} warm-up; ` +
      `Node ${process.version}; API process RSS after the run ${rss.toFixed(0)} MB`,
    '',
    '| call | p50 ms | p99 ms | requests/s |',
    '| --- | ---: | ---: | ---: |',
    ...[health, browse].map(
      (r) => `| ${r.label} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.rps.toFixed(0)} |`,
    ),
    '',
    `Browse / health request rate: ${(browse.rps / health.rps).toFixed(2)}x`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
