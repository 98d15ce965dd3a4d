// Faults: the API killed with SIGKILL at a random moment during concurrent sign-ups and
// applies, then restarted on the same data. Every write that got a 2xx must be there, nothing
// half-created, and each listing's count must equal its rows. FAULT_SEED replays a run.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helper';
import { ApiProcess } from './api-process';
import { createFaultDatabase, type FaultDatabase } from './fault-database';
import { integrityProblems, listingCounts } from './integrity';
import { jobPage, postListing, signUp, type Account, type Job } from './marketplace-client';
import { between, seededRandom } from './prng';
import { emptyLedger, runStorm } from './write-storm';

const ROUNDS = 3;
const SEED = Number(process.env.FAULT_SEED ?? 7_2026);

async function listingsForRound(api: ApiProcess, employer: Account, round: number): Promise<Job[]> {
  // A tiny cap, so the storm also races for the last slots, and listings with 0-2 questions.
  const shapes = [
    { maxApplications: 2, questions: [] },
    { maxApplications: 50, questions: ['Why us?'] },
    { maxApplications: 50, questions: ['Why us?', 'When can you start?'] },
  ];
  const jobs: Job[] = [];
  for (const [i, shape] of shapes.entries()) {
    jobs.push(
      await postListing(api.url, employer.cookie, { title: `Round ${round} job ${i}`, ...shape }),
    );
  }
  return jobs;
}

describe.each(engines)('SIGKILL during concurrent sign-ups and applies (%s)', (engine) => {
  let database: FaultDatabase | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createFaultDatabase(engine);
  });
  afterAll(async () => {
    await api?.kill();
    await database?.dispose();
  });

  it('keeps every acknowledged write and leaves nothing half-created', async () => {
    if (!database) throw new Error('no database');
    const { dataDir } = database;
    const env = {
      ...database.env,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      // Dozens of sign-ups from one address in seconds; the per-account limits still apply.
      RATE_LIMIT_SCALE: '1000',
      // Three listings a round from one new employer, past a new employer's hourly limit.
      POSTING_LIMIT_SCALE: '100',
    };
    const random = seededRandom(SEED + (engine === 'postgres' ? 1 : 0));
    const ledger = emptyLedger();
    api = await ApiProcess.start(env);
    const employer = await signUp(api.url, dataDir, 'fault.employer@example.com', 'employer');
    const students: Account[] = [];
    for (let i = 0; i < 4; i += 1) {
      students.push(await signUp(api.url, dataDir, `fault.student${i}@uni.example.edu`, 'student'));
    }
    ledger.accounts.push(employer, ...students);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const jobs = await listingsForRound(api, employer, round);
      const killAfterMs = between(random, 300, 3_000);
      const before = { accounts: ledger.accounts.length, applications: ledger.applications.length };
      const storm = runStorm({
        api,
        dataDir,
        random,
        ledger,
        jobs,
        students,
        label: `${engine}${round}`,
        signupWorkers: 3,
      });
      await sleep(killAfterMs);
      const killed = await api.kill();
      expect(killed.signal).toBe('SIGKILL');
      await storm;
      console.info(
        `[faults ${engine}] seed ${SEED} round ${round}: killed after ${killAfterMs} ms; ` +
          `${ledger.accounts.length - before.accounts} sign-ups and ` +
          `${ledger.applications.length - before.applications} applies acknowledged; ` +
          `${ledger.lost} requests lost so far`,
      );

      // What the crash left, read directly (on PGlite the recovery runs here, in this process).
      const handle = await database.open();
      let live: Map<string, number>;
      try {
        expect(await integrityProblems(handle.db, ledger, dataDir)).toEqual([]);
        live = new Map((await listingCounts(handle.db)).map((row) => [row.id, row.live]));
      } finally {
        await handle.close();
      }
      expect(ledger.serverErrors).toEqual([]);

      // Recovery: a new process on the same data serves counts equal to the rows.
      api = await ApiProcess.start(env);
      for (const job of jobs) {
        expect((await jobPage(api.url, job.id)).submittedCount).toBe(live.get(job.id));
      }
    }
    // The rounds must have exercised something, or the checks above prove nothing.
    expect(ledger.accounts.length).toBeGreaterThan(students.length + 1);
    expect(ledger.applications.length).toBeGreaterThan(0);
    expect(ledger.uploads.length).toBeGreaterThan(0);
  }, 150_000);
});
