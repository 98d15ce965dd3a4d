// The restore drill: what people wrote through the API (a listing, an application with its resume,
// a saved job, an alert, a mail still queued) is backed up with the real command, the database and
// the store are destroyed, the real restore command puts them into a new database and store, and
// an app started on it gives every one of them back: the resume byte for byte, the queued mail
// delivered once. A changed file and another key are refused before anything is written.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  applicationResumeResponse,
  applyResponse,
  jobAlertsResponse,
  savedJobIdsResponse,
  studentJobResponse,
} from 'api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { relaxedRateLimits } from '../access/rate-limits';
import { CapturingMailer, post, TestClock, uniqueEmail } from '../auth-helpers';
import { engines, testConfig } from '../helper';
import {
  createEmployer,
  createStudent,
  listingBody,
  OPEN_EXPIRY,
  sessionCookie,
} from '../listings/fixtures';
import { SAMPLE_PDF, tempDataDir, upload } from '../upload-helpers';
import { createDatabase, runCommand } from './backup-commands';

const KEY = randomBytes(32).toString('base64');
const OTHER_KEY = randomBytes(32).toString('base64');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The app as it starts in production, on the database and DATA_DIR `env` names. */
async function start(env: Record<string, string>, mailer: CapturingMailer, clock: TestClock) {
  const config = testConfig(env);
  const database = await openDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer,
    // Nothing is delivered but what a test flushes: the queued mail stays queued until then.
    mailWorker: false,
    clock: clock.now,
    rateLimits: relaxedRateLimits,
  });
  await app.ready();
  mailer.attach(app);
  return app;
}

interface Written {
  listingId: string;
  applicationId: string;
  employerCookie: string;
  studentCookie: string;
  queuedTo: string;
}

async function writeThroughTheApi(app: FastifyInstance): Promise<Written> {
  const employerCookie = await sessionCookie(app, await createEmployer(app.db, 'Drill Cafe'));
  const studentCookie = await sessionCookie(app, (await createStudent(app.db)).id);
  const listing = await app.inject({
    method: 'POST',
    url: '/employer/listings',
    headers: { cookie: employerCookie },
    payload: { ...listingBody({}, OPEN_EXPIRY), title: 'Drill barista' },
  });
  expect(listing.statusCode, listing.body).toBe(201);
  const listingId = listing.json<{ id: string }>().id;

  const applied = await app.inject({
    method: 'POST',
    url: '/student/jobs/apply',
    headers: { cookie: studentCookie },
    payload: {
      job_id: listingId,
      questions: [],
      answers: [],
      resume_filename: 'My CV.pdf',
      preferred_email: 'me@uni.example.edu',
      phone_number: null,
      anything_else_answer: null,
    },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const grant = applyResponse.parse(applied.json());
  const uploaded = await upload(app, grant.upload_url, grant.fields, { content: SAMPLE_PDF });
  expect(uploaded.statusCode, uploaded.body).toBe(204);

  const saved = await app.inject({
    method: 'PUT',
    url: `/student/saved-jobs/${listingId}`,
    headers: { cookie: studentCookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const alert = await app.inject({
    method: 'POST',
    url: '/student/alerts',
    headers: { cookie: studentCookie },
    payload: {
      search: { category_code: 'HOSP', q: 'drill barista', place: null, min_hourly_cents: null },
      frequency: 'daily',
    },
  });
  expect(alert.statusCode, alert.body).toBe(201);

  const queuedTo = uniqueEmail('drill');
  expect((await post(app, '/auth/signup/email', { email: queuedTo })).statusCode).toBe(200);
  return {
    listingId,
    applicationId: grant.application_id,
    employerCookie,
    studentCookie,
    queuedTo,
  };
}

async function readBack(app: FastifyInstance, written: Written, mailer: CapturingMailer) {
  const job = await app.inject({ url: `/student/jobs/${written.listingId}` });
  expect(job.statusCode, job.body).toBe(200);
  expect(studentJobResponse.parse(job.json()).title).toBe('Drill barista');

  const link = await app.inject({
    url: `/employer/applications/${written.applicationId}/resume`,
    headers: { cookie: written.employerCookie },
  });
  expect(link.statusCode, link.body).toBe(200);
  const { url } = applicationResumeResponse.parse(link.json());
  const file = await app.inject({ url: url.replace(/^\/api/, '') });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);

  const savedIds = await app.inject({
    url: '/student/saved-jobs/ids',
    headers: { cookie: written.studentCookie },
  });
  expect(savedJobIdsResponse.parse(savedIds.json()).ids).toEqual([written.listingId]);
  const alerts = await app.inject({
    url: '/student/alerts',
    headers: { cookie: written.studentCookie },
  });
  expect(jobAlertsResponse.parse(alerts.json()).alerts).toHaveLength(1);

  // Delivered by the restored app's worker, once: a second pass finds nothing left to send.
  expect(await mailer.to(written.queuedTo)).toHaveLength(1);
  await app.mail.flush();
  expect(await mailer.to(written.queuedTo)).toHaveLength(1);
}

describe.each(engines)('the restore drill (%s)', (engine) => {
  const folders: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  /** A DATA_DIR and, on PostgreSQL, an empty database of its own: a target for the API. */
  async function target(label: string): Promise<Record<string, string>> {
    const dataDir = tempDataDir();
    folders.push(dataDir);
    if (engine === 'pglite') return { DATA_DIR: dataDir, DATABASE_URL: '' };
    const database = await createDatabase(TEST_DATABASE_URL ?? '', label);
    drops.push(database.drop);
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }

  it('backs up, is destroyed, restores into a new database and store, and gives it all back', async () => {
    const clock = new TestClock();
    const live = await target('live');
    const firstMailer = new CapturingMailer();
    const app = await start(live, firstMailer, clock);
    const written = await writeThroughTheApi(app);
    await app.close();
    expect(firstMailer.sent).toEqual([]);

    const backup = path.join(tempDataDir(), 'backup');
    folders.push(path.dirname(backup));
    const made = await runCommand('backup', [backup], { ...live, BACKUP_KEY: KEY });
    expect(made.status, made.err).toBe(0);
    expect(made.out).toMatch(
      /^Backed up the \w+ database, 1 resume file\(s\) and 1 other file\(s\) into .* encrypted/,
    );
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8')) as {
      manifest: { engine: string; rowCounts: Record<string, number> };
    };
    expect(manifest.manifest.engine).toBe(engine);
    expect(manifest.manifest.rowCounts).toMatchObject({
      applications: 1,
      listings: 1,
      saved_jobs: 1,
      job_alerts: 1,
    });

    // Destroyed: the data folder with its resumes and secret, and on PostgreSQL the database.
    rmSync(live.DATA_DIR ?? '', { recursive: true, force: true });
    await drops.pop()?.();

    const fresh = await target('restored');
    const wrongKey = await runCommand('restore', [backup], { ...fresh, BACKUP_KEY: OTHER_KEY });
    expect(wrongKey).toMatchObject({ status: 1 });
    expect(wrongKey.err).toMatch(/^BACKUP_KEY is not the key this backup was made with/);

    const tampered = path.join(path.dirname(backup), 'tampered');
    cpSync(backup, tampered, { recursive: true });
    const resumeFile = path.join(tampered, 'resumes', 'resumes', written.applicationId);
    const [name] = readdirSync(resumeFile);
    const bytes = await readFile(path.join(resumeFile, name ?? ''));
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    writeFileSync(path.join(resumeFile, name ?? ''), bytes);
    const refused = await runCommand('restore', [tampered], { ...fresh, BACKUP_KEY: KEY });
    expect(refused).toMatchObject({ status: 1 });
    expect(refused.err).toMatch(
      /^Refused: 1 file\(s\) of the backup differ from its manifest .*resumes\/resumes\//,
    );
    // Nothing was touched: the target is as empty as it was.
    expect(readdirSync(fresh.DATA_DIR ?? '')).toEqual([]);

    const restored = await runCommand('restore', [backup], { ...fresh, BACKUP_KEY: KEY });
    expect(restored.status, restored.err).toBe(0);
    expect(restored.out).toMatch(
      /^Restored the \w+ database of .* 1 resume file\(s\) and 1 other file\(s\)/,
    );
    const again = await runCommand('restore', [backup], { ...fresh, BACKUP_KEY: KEY });
    expect(again).toMatchObject({ status: 1 });
    expect(again.err).toMatch(/^Refused: a restore goes into an empty database and store/);

    const secondMailer = new CapturingMailer();
    const restoredApp = await start(fresh, secondMailer, clock);
    try {
      await readBack(restoredApp, written, secondMailer);
    } finally {
      await restoredApp.close();
    }
    expect(existsSync(path.join(fresh.DATA_DIR ?? '', 'storage-secret'))).toBe(true);
  }, 240_000);
});
