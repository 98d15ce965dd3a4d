// Faults: PostgreSQL restarted under load. While it is down the API answers clean errors
// (the contract's { detail }, never a stack trace, never a dropped connection) and stays alive;
// once it is back the same process serves 200s again, without a restart of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiProcess } from './api-process';
import { call, postListing, signUp, type Reply } from './marketplace-client';
import { PostgresCluster, postgresAvailable } from './postgres-cluster';

const LOAD_WORKERS = 4;
const OUTAGE_MS = 2_000;
const RECOVERY_TIMEOUT_MS = 20_000;

interface Sample {
  url: string;
  status: number | 'no answer';
  body: unknown;
}

/** A clean failure: 503 (temporary) with exactly the contract's error body, no internals. */
function isCleanError(sample: Sample): boolean {
  if (sample.status !== 503) return false;
  const { body } = sample;
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  const detail = (body as { detail?: unknown }).detail;
  return (
    keys.length === 1 && typeof detail === 'string' && !/\n\s+at |ECONN|pg|postgres/i.test(detail)
  );
}

describe('PostgreSQL restarted under load', () => {
  let cluster: PostgresCluster | undefined;
  let api: ApiProcess | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await api?.kill();
    await cluster?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!postgresAvailable)(
    'answers clean errors while it is down and recovers without restarting (needs PostgreSQL 15 binaries)',
    async () => {
      cluster = await PostgresCluster.create();
      dataDir = mkdtempSync(path.join(tmpdir(), 'sg-faults-'));
      api = await ApiProcess.start({
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        RATE_LIMIT_SCALE: '1000',
      });
      const { url } = api;
      const employer = await signUp(url, dataDir, 'pg.employer@example.com', 'employer');
      const job = await postListing(url, employer.cookie, {
        title: 'Under load',
        maxApplications: 10,
        questions: ['Why us?'],
      });
      const pages = [
        `/student/jobs/${job.id}`,
        '/system/jobs/by-category?category_code=HOSP&lat=-33.8977&long=151.1794&radius_km=10',
        '/health',
      ];

      const samples: Sample[] = [];
      let loading = true;
      const worker = async (offset: number) => {
        for (let n = offset; loading; n += 1) {
          const page = pages[n % pages.length] ?? '/health';
          const reply: Reply | undefined = await call(url, 'GET', page).catch(() => undefined);
          samples.push({ url: page, status: reply?.status ?? 'no answer', body: reply?.body });
          // A refused connection fails at once; do not spin while the API is unreachable.
          if (!reply) await sleep(50);
        }
      };
      const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, i) => worker(i)));

      await sleep(1_000);
      const beforeOutage = samples.length;
      await cluster.stop();
      await sleep(OUTAGE_MS);
      const duringOutage = samples.slice(beforeOutage);
      await cluster.start();

      // The same process must come back by itself: poll every page until all answer 200.
      const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
      let recovered = false;
      while (!recovered && Date.now() < deadline) {
        await sleep(250);
        const replies = await Promise.all(
          pages.map((page) => call(url, 'GET', page).catch(() => undefined)),
        );
        recovered = replies.every((reply) => reply?.status === 200);
      }
      await sleep(500);
      loading = false;
      await load;

      const failures = samples.filter((sample) => sample.status !== 200);
      console.info(
        `[faults postgres-restart] ${samples.length} requests, ${duringOutage.length} while ` +
          `PostgreSQL was down, ${failures.length} non-200 (` +
          `${[...new Set(failures.map((f) => f.status))].join(', ')})`,
      );
      expect(api.alive, api.output).toBe(true);
      expect(recovered, api.output).toBe(true);
      // The outage was seen, and every failure was a clean contract error.
      expect(duringOutage.some((sample) => sample.status !== 200)).toBe(true);
      expect(failures.filter((sample) => !isCleanError(sample))).toEqual([]);
      expect(samples.slice(-LOAD_WORKERS * 2).every((sample) => sample.status === 200)).toBe(true);
      expect(api.output).not.toMatch(/Uncaught|unhandled 'error' event/i);
    },
    90_000,
  );
});
