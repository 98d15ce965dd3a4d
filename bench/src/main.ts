// `npm run bench`: API throughput and latency on PGlite and PostgreSQL, then what the
// site's first and repeat visits transfer (Chromium's byte counts), the shared-library check,
// Lighthouse scores and the cost of runtime composition. Prints the tables, writes them into bench/README.md between the bench markers
// (BENCH_README names another file) and the raw results to bench/results/latest.json.
//
// Knobs (environment): BENCH_CONCURRENCY (16), BENCH_DURATION_S (5), BENCH_WARMUP_S (1),
// BENCH_ENGINES (pglite,postgres), BENCH_PARTS (api,site; `migration` adds the write stall during a
// migration, BENCH_MIGRATION_DATABASE naming its database), BENCH_DATABASE_URL (PostgreSQL server,
// default postgres://postgres@127.0.0.1:5432/; a bench_<random> database is created and dropped),
// BENCH_LISTINGS / BENCH_APPLICATIONS (seed size), BENCH_SIZES (several seed sizes, e.g.
// 100000,1000000, compared in a growth table), BENCH_README, CHROMIUM_PATH.
// Quick run: BENCH_DURATION_S=1 BENCH_WARMUP_S=0.5 BENCH_README=/tmp/README.md npm run bench
// (`npm run bench` runs this on the pinned Node, as `npm start` does: scripts/bench.mjs.)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runApiBench, type EngineResult } from './api/run-api';
import type { Engine } from './api/server';
import { config } from './config';
import { writeReadme } from './report/readme';
import { readmeTarget } from './report/readme-target';
import { runMigrationBench, type MigrationResult } from './migration/run-migration';
import { apiTables, migrationTables, siteTables, type RunInfo } from './report/tables';
import { runSiteBench, type SiteResult } from './site/run-site';

// Where the tables go is settled first: a run that cannot write them should not measure at all.
const readme = readmeTarget(config.readme, process.cwd());
if (!readme.ok) {
  process.stderr.write(`${readme.message}\n`);
  process.exit(1);
}

const started = Date.now();
const run: RunInfo = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine: config.machine,
  concurrency: config.concurrency,
  durationS: config.durationS,
  warmupS: config.warmupS,
};

const engines: EngineResult[] = [];
if (config.parts.includes('api')) {
  for (const engine of config.engines as Engine[]) {
    for (const size of config.sizes) engines.push(await runApiBench(engine, size));
  }
}
let site: SiteResult | undefined;
if (config.parts.includes('site')) site = await runSiteBench();
const migrations: MigrationResult[] = [];
if (config.parts.includes('migration')) {
  for (const size of config.sizes) migrations.push(await runMigrationBench(size));
}

const sections = [
  'Measured by `npm run bench` (bench/src/main.ts); raw figures in bench/results/latest.json.',
  ...(engines.length > 0 ? [apiTables(run, engines)] : []),
  ...(site ? [siteTables(run, site)] : []),
  ...(migrations.length > 0 ? [migrationTables(run, migrations)] : []),
];
const body = sections.join('\n\n');
process.stdout.write(`\n${body}\n`);
writeReadme(readme.file, body);
mkdirSync(path.dirname(config.resultsFile), { recursive: true });
writeFileSync(config.resultsFile, JSON.stringify({ run, engines, site, migrations }, null, 2));
process.stdout.write(
  `\nWrote ${readme.file} and ${config.resultsFile} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
