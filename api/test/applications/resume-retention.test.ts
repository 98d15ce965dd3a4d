// Resumes do not outlive their purpose. A download link made before a
// withdrawal or a rejection stops working at once (checked on every download), and the retention
// job deletes applications and their files 12 months after the listing closed, as the privacy
// page promises, on local disk and on S3.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationResumeResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff } from '../../src/applications/retention';
import { applications } from '../../src/db/schema';
import { FILE_MISSING_DETAIL } from '../../src/applications/routes/resume-download';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { TestClock } from '../auth-helpers';
import { applicationsCount, createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

/** Dates relative to the test clock's today (2026-03-02 in Sydney). */
const THIRTEEN_MONTHS_AGO = '2025-02-01';
const ELEVEN_MONTHS_AGO = '2025-04-01';

async function rowExists(app: FastifyInstance, id: string) {
  const rows = await app.db.select().from(applications).where(eq(applications.id, id));
  return rows.length > 0;
}

describe('retention cutoff', () => {
  it('is the same market date 12 months earlier, or that month’s last day', () => {
    expect(retentionCutoff(new Date('2026-03-02T01:00:00Z'))).toBe('2025-03-02');
    // Sydney is already on 1 March when UTC is on 28 February.
    expect(retentionCutoff(new Date('2025-02-28T20:00:00Z'))).toBe('2024-03-01');
    expect(retentionCutoff(new Date('2025-02-28T01:00:00Z'))).toBe('2024-02-28');
    expect(retentionCutoff(new Date('2024-02-29T01:00:00Z'))).toBe('2023-02-28');
  });
});

describe.each(engines)('resumes on local disk (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function linkFor(employerId: string, applicationId: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/employer/applications/${applicationId}/resume`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return applicationResumeResponse.parse(response.json()).url.replace(/^\/api/, '');
  }

  it('refuses an earlier download link once the student withdraws or the employer rejects', async () => {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId });
    const student = await createStudent(app.db);
    const withdrawn = await createApplication(app, {
      listingId: listing.id,
      studentId: student.id,
    });
    const rejected = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
    });
    const withdrawnLink = await linkFor(employerId, withdrawn.id);
    const rejectedLink = await linkFor(employerId, rejected.id);
    expect((await app.inject({ method: 'GET', url: withdrawnLink })).statusCode).toBe(200);

    const withdraw = await app.inject({
      method: 'POST',
      url: `/student/applications/${withdrawn.id}/withdraw`,
      headers: { cookie: await sessionCookie(app, student.id) },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const reject = await app.inject({
      method: 'POST',
      url: `/employer/applications/${rejected.id}/status`,
      headers: { cookie: await sessionCookie(app, employerId) },
      payload: { new_status: 'rejected' },
    });
    expect(reject.statusCode, reject.body).toBe(200);

    for (const url of [withdrawnLink, rejectedLink]) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: FILE_MISSING_DETAIL });
    }
  });

  it('deletes applications and files 12 months after the listing closed, and no sooner', async () => {
    const employerId = await createEmployer(app.db);
    const old = await createListing(app.db, { employerId, expiryDate: THIRTEEN_MONTHS_AGO });
    const recent = await createListing(app.db, { employerId, expiryDate: ELEVEN_MONTHS_AGO });
    // Removed 13 months ago, long before its expiry date.
    const removedEarly = await createListing(app.db, {
      employerId,
      status: 'removed',
      expiryDate: '2026-12-31',
      createdAt: new Date(`${THIRTEEN_MONTHS_AGO}T00:00:00Z`),
    });
    const apply = async (listingId: string, status?: 'rejected' | 'withdrawn') =>
      createApplication(app, {
        listingId,
        studentId: (await createStudent(app.db)).id,
        ...(status ? { status } : {}),
      });
    const expired = [
      await apply(old.id),
      await apply(old.id, 'withdrawn'),
      await apply(old.id, 'rejected'),
      await apply(removedEarly.id),
    ];
    const kept = await apply(recent.id);
    const storage = app.localResumeStorage;
    if (!storage) throw new Error('local storage expected');

    expect(await app.deleteExpiredApplications()).toBeGreaterThanOrEqual(expired.length);
    for (const { id, key } of expired) {
      expect(await rowExists(app, id)).toBe(false);
      expect(await storage.stat(key)).toBeUndefined();
    }
    expect(await applicationsCount(app, old.id)).toBe(0);
    expect(await rowExists(app, kept.id)).toBe(true);
    expect(await storage.stat(kept.key)).toBeGreaterThan(0);
    // Run again: nothing left to delete.
    expect(await app.deleteExpiredApplications()).toBe(0);
  });
});

describe('resumes on S3', () => {
  it('the retention job deletes the expired objects from the bucket', async () => {
    const requests: { method: string; url: string }[] = [];
    const fakeS3: typeof fetch = (input, init) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: input instanceof Request ? input.url : input.toString(),
      });
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const clock = new TestClock();
    const s3 = new S3ResumeStorage(
      {
        endpoint: 'http://s3.test',
        bucket: 'resumes',
        region: 'ap-southeast-2',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
      },
      fakeS3,
      clock.now,
    );
    const app = await build('pglite', { clock: clock.now, resumeStorage: s3 });
    try {
      const employerId = await createEmployer(app.db);
      const old = await createListing(app.db, { employerId, expiryDate: THIRTEEN_MONTHS_AGO });
      const recent = await createListing(app.db, { employerId, expiryDate: ELEVEN_MONTHS_AGO });
      const student = (await createStudent(app.db)).id;
      const expired = await createApplication(app, { listingId: old.id, studentId: student });
      const kept = await createApplication(app, { listingId: recent.id, studentId: student });
      requests.length = 0;
      expect(await app.deleteExpiredApplications()).toBe(1);
      const deletes = requests.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0]);
      expect(deletes).toEqual([`http://s3.test/resumes/${expired.key}`]);
      expect(await rowExists(app, kept.id)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
