// The API measurements of one engine: /health as the framework's floor, then the calls, each
// also as a ratio to /health from the same run; then, with the server stopped, one job-alert
// pass over a day's new listings on the same database (api/scripts/bench/alerts.ts). Also /health
// while four clients search as an attacker would.
import { config, type BenchSize } from '../config';
import { rssMb } from '../process';
import { startFlood, type FloodResult } from './flood';
import { runLoad, type LoadResult } from './load';
import { startBenchApi, type Engine, type SeedInfo } from './server';
import { signIn } from './sign-in';

export interface EndpointResult extends LoadResult {
  name: string;
  path: string;
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
}

/** What api/scripts/bench/alerts.ts prints: one job-alert pass at scale. */
export interface AlertPassResult {
  alerts: number;
  newListings: number;
  matches: number;
  mails: number;
  matchSeconds: number;
  mailSeconds: number;
}

/** /health measured while `flood.clients` clients search with `words` without pause. */
export interface AttackResult {
  name: string;
  words: string[];
  flood: FloodResult;
  health: LoadResult;
}

export interface EngineResult {
  engine: Engine;
  seed: SeedInfo;
  endpoints: EndpointResult[];
  attacks: AttackResult[];
  alertPass: AlertPassResult;
  startupMs: number;
  rssMbAtStart: number;
  rssMbAfterWarmup: number;
  rssMbPeak: number;
}

const CATEGORIES = ['HOSP', 'RETL', 'EVNT', 'PHYS', 'OFFC', 'OTHR'];
// Sydney CBD, 10 km (a radius option of the browse page): a few hundred open listings per category.
const browsePaths = CATEGORIES.map(
  (code) =>
    `/system/jobs/by-category?category_code=${code}&lat=-33.8688&long=151.2093&radius_km=10`,
);
// Without a place: the newest of a category among all 100,000.
const browseAllPaths = CATEGORIES.map((code) => `/system/jobs/by-category?category_code=${code}`);
// Search words: a role one listing in 20 names (seed-sql.ts BENCH_ROLES), typed in
// full or as a prefix, and a business kind, which ranks first; with and without the radius.
const SEARCHES = ['barista', 'barist', 'cafe', 'retail assistant'];
const searchPaths = (base: string[]) =>
  base.flatMap((path) => SEARCHES.map((q) => `${path}&q=${encodeURIComponent(q)}`));

// The second security review's attack: four clients searching pathologically. First its own words
// (phrases of one-letter prefixes, which the API now refuses), then the costliest words it still
// takes: phrases of words nearly every listing holds, never side by side (seed-sql.ts: "Barista
// wanted: preview of job 12", "… flexible shifts"), so each reads its whole category.
const ATTACKERS = 4;
const ATTACKS = [
  {
    name: 'the review’s phrases of one-letter prefixes (refused)',
    words: ['"b w"', '"b w" or "w b" or "c d"', '"w j"'],
  },
  {
    name: 'phrases of common words that never touch (taken)',
    words: ['"wanted job"', '"preview job"', '"flexible job"', '"job wanted"'],
  },
];

async function underAttack(base: string, attack: (typeof ATTACKS)[number]): Promise<AttackResult> {
  const paths = browseAllPaths.flatMap((path) =>
    attack.words.map((q) => `${path}&q=${encodeURIComponent(q)}`),
  );
  const flood = startFlood(base, paths, ATTACKERS);
  let health: LoadResult;
  try {
    health = await runLoad({
      base,
      paths: ['/health'],
      concurrency: config.concurrency,
      warmupS: config.warmupS,
      durationS: config.durationS,
    });
  } catch (error) {
    await flood.stop().catch(() => undefined);
    throw error;
  }
  return { name: attack.name, words: attack.words, flood: await flood.stop(), health };
}

export async function runApiBench(engine: Engine, size: BenchSize): Promise<EngineResult> {
  const listings = size.listings.toLocaleString('en');
  process.stdout.write(`API bench on ${engine}, ${listings} listings: seeding and starting…\n`);
  const api = await startBenchApi(engine, size);
  try {
    const { seed } = api;
    const student = await signIn(api.base, seed.studentEmail, seed.password);
    const employer = await signIn(api.base, seed.employerEmail, seed.password);
    const calls: { name: string; paths: string[]; cookie?: string }[] = [
      { name: 'GET /health', paths: ['/health'] },
      { name: 'Browse by category, 10 km radius', paths: browsePaths },
      { name: 'Search words, 10 km radius', paths: searchPaths(browsePaths) },
      { name: 'Browse by category, all Sydney', paths: browseAllPaths },
      { name: 'Search words, all Sydney', paths: searchPaths(browseAllPaths) },
      {
        name: 'Job page (GET /student/jobs/{id})',
        paths: seed.jobIds.map((id) => `/student/jobs/${id}`),
      },
      {
        name: "Student's applications (first page)",
        paths: ['/student/applications'],
        cookie: student,
      },
      {
        name: "Employer's listing applications (100)",
        paths: [`/employer/listings/${seed.employerListingId}/applications`],
        cookie: employer,
      },
    ];
    // One pass over every call first, so /health (measured first) is not the one paying for the
    // process's JIT and connection warm-up.
    for (const call of calls) {
      await runLoad({
        base: api.base,
        paths: call.paths,
        headers: call.cookie ? { cookie: call.cookie } : {},
        concurrency: config.concurrency,
        warmupS: 0,
        durationS: config.warmupS,
      });
    }
    const rssStart = rssMb(api.child.pid);
    let rssPeak = rssStart;
    const measured: (LoadResult & { name: string; path: string })[] = [];
    for (const call of calls) {
      const result = await runLoad({
        base: api.base,
        paths: call.paths,
        headers: call.cookie ? { cookie: call.cookie } : {},
        concurrency: config.concurrency,
        warmupS: config.warmupS,
        durationS: config.durationS,
      });
      rssPeak = Math.max(rssPeak, rssMb(api.child.pid));
      measured.push({ ...result, name: call.name, path: call.paths[0] ?? '' });
      process.stdout.write(`  ${call.name}: ${result.rps.toFixed(0)} req/s\n`);
    }
    const [health] = measured;
    if (!health) throw new Error('no /health measurement');
    const attacks: AttackResult[] = [];
    for (const attack of ATTACKS) {
      const result = await underAttack(api.base, attack);
      attacks.push(result);
      process.stdout.write(
        `  /health under attack (${attack.name}): p99 ${result.health.p99.toFixed(1)} ms\n`,
      );
    }
    process.stdout.write(`  job-alert pass (10,000 alerts, 1,000 new listings)…\n`);
    const alertPass = JSON.parse(
      await api.runAfterStop('scripts/bench/alerts.ts'),
    ) as AlertPassResult;
    return {
      alertPass,
      attacks,
      engine,
      seed,
      startupMs: api.startupMs,
      rssMbAtStart: api.rssMbAtStart,
      rssMbAfterWarmup: rssStart,
      rssMbPeak: rssPeak,
      endpoints: measured.map((r) => ({
        ...r,
        rpsRatio: r.rps / health.rps,
        p50Ratio: r.p50 / health.p50,
        p99Ratio: r.p99 / health.p99,
      })),
    };
  } finally {
    await api.close();
  }
}
