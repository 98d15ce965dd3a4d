// The API measurements of one engine: /health as the framework's floor, then the four calls,
// each also as a ratio to /health from the same run.
import { config } from '../config';
import { rssMb } from '../process';
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

export interface EngineResult {
  engine: Engine;
  seed: SeedInfo;
  endpoints: EndpointResult[];
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

export async function runApiBench(engine: Engine): Promise<EngineResult> {
  process.stdout.write(`API bench on ${engine}: seeding and starting…\n`);
  const api = await startBenchApi(engine);
  try {
    const { seed } = api;
    const student = await signIn(api.base, seed.studentEmail, seed.password);
    const employer = await signIn(api.base, seed.employerEmail, seed.password);
    const calls: { name: string; paths: string[]; cookie?: string }[] = [
      { name: 'GET /health', paths: ['/health'] },
      { name: 'Browse by category, 10 km radius', paths: browsePaths },
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
    return {
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
