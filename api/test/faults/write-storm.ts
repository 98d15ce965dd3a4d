// Concurrent sign-ups and applies against a live API until it dies. Only writes that got a 2xx
// go into the ledger: those, and only those, the database owes us after a crash.
import type { ApiProcess } from './api-process';
import {
  apply,
  signUp,
  StatusError,
  uploadResume,
  type Account,
  type Job,
} from './marketplace-client';
import { between, pick, type Random } from './prng';

export interface Ledger {
  accounts: Account[];
  applications: { applicationId: string; listingId: string; studentId: string }[];
  uploads: { applicationId: string; sizeBytes: number }[];
  /** 5xx answers: a write may fail on a crash, but never answer "internal error" before it. */
  serverErrors: string[];
  /** Requests whose answer never came (the kill): their writes may or may not be there. */
  lost: number;
}

export function emptyLedger(): Ledger {
  return { accounts: [], applications: [], uploads: [], serverErrors: [], lost: 0 };
}

export interface StormOptions {
  api: ApiProcess;
  dataDir: string;
  random: Random;
  ledger: Ledger;
  jobs: Job[];
  /** Students signed up before the storm; they apply while new accounts are being created. */
  students: Account[];
  /** Distinguishes this round's e-mail addresses. */
  label: string;
  signupWorkers: number;
}

/** Records a failure: refusals (4xx, such as a full listing) are fine, 5xx and lost are noted. */
function note(ledger: Ledger, error: unknown): void {
  if (error instanceof StatusError) {
    if (error.status >= 500) ledger.serverErrors.push(error.message);
    return;
  }
  ledger.lost += 1;
}

async function applyWithResume(options: StormOptions, student: Account, job: Job): Promise<void> {
  const { api, ledger, random } = options;
  const applied = await apply(api.url, student.cookie, job);
  ledger.applications.push({
    applicationId: applied.applicationId,
    listingId: job.id,
    studentId: student.userId,
  });
  // Some students never upload (a closed tab): their application stays pending, still counted.
  if (random() < 0.15) return;
  const sizeBytes = between(random, 1_000, 200_000);
  await uploadResume(api.url, applied, sizeBytes);
  ledger.uploads.push({ applicationId: applied.applicationId, sizeBytes });
}

async function studentApplies(options: StormOptions, student: Account): Promise<void> {
  const order = [...options.jobs].sort(() => options.random() - 0.5);
  for (const job of order) {
    if (!options.api.alive) return;
    await applyWithResume(options, student, job).catch((error: unknown) =>
      note(options.ledger, error),
    );
  }
}

async function signupWorker(options: StormOptions, worker: number): Promise<void> {
  const { api, ledger, random } = options;
  for (let n = 0; api.alive; n += 1) {
    const role = random() < 0.25 ? 'employer' : 'student';
    const email = `fault.${options.label}.w${worker}n${n}@uni.example.edu`;
    let account: Account;
    try {
      // Each worker is one person at one address (TEST-NET-2), as on the real site.
      account = await signUp(api.url, options.dataDir, email, role, `198.51.100.${worker + 1}`);
    } catch (error) {
      note(ledger, error);
      continue;
    }
    ledger.accounts.push(account);
    if (role === 'student')
      await applyWithResume(options, account, pick(random, options.jobs)).catch((error: unknown) =>
        note(ledger, error),
      );
  }
}

/** Runs every worker until the API process is gone; resolves when all have given up. */
export async function runStorm(options: StormOptions): Promise<void> {
  await Promise.all([
    ...options.students.map((student) => studentApplies(options, student)),
    ...Array.from({ length: options.signupWorkers }, (_, i) => signupWorker(options, i)),
  ]);
}
