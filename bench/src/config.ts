// Every knob of the bench, from the environment, so a quick run (BENCH_DURATION_S=1) is possible.
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** A data set the API half seeds: listings and applications. */
export interface BenchSize {
  listings: number;
  applications: number;
}

/**
 * BENCH_SIZES (`100000,1000000`): the data sets to measure one after the other in one run, each
 * with a fifth as many applications; without it, one set of BENCH_LISTINGS (100,000) and
 * BENCH_APPLICATIONS (20,000).
 */
function sizes(): BenchSize[] {
  const list = process.env.BENCH_SIZES;
  if (!list) {
    return [
      { listings: num('BENCH_LISTINGS', 100_000), applications: num('BENCH_APPLICATIONS', 20_000) },
    ];
  }
  return list.split(',').map((item) => {
    const listings = Number(item);
    if (!Number.isInteger(listings) || listings < 7_000) {
      throw new Error(`BENCH_SIZES: ${item} is not a number of listings of at least 7000`);
    }
    return { listings, applications: listings / 5 };
  });
}

export const config = {
  // ARCHITECTURE.md's targets are stated at 10 concurrent connections.
  concurrency: num('BENCH_CONCURRENCY', 10),
  durationS: num('BENCH_DURATION_S', 5),
  warmupS: num('BENCH_WARMUP_S', 1),
  pgServerUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/',
  /** `api`, `site` or both (default); `migration` (the write stall during a migration) on demand. */
  parts: (process.env.BENCH_PARTS ?? 'api,site').split(','),
  engines: (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(','),
  sizes: sizes(),
  readme: process.env.BENCH_README ?? path.join(ROOT, 'bench', 'README.md'),
  resultsFile: path.join(ROOT, 'bench/results/latest.json'),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  /** Lighthouse runs per page; the run with the median performance score is reported. */
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', 3),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
};

/** Debian Chromium's flags, as in e2e/playwright.config.ts: headless and off the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The site server's port, as scripts/serve.mjs starts it. */
export const SITE_PORT = '4173';

// Ports others use (API, site, remotes, mail catcher); the bench API never takes one of them.
export const RESERVED_PORTS = new Set([
  4000,
  Number(SITE_PORT),
  ...REMOTES.map((remote) => remote.port),
  2525,
  2526,
]);
