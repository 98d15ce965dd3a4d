import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentApplicationsResponse, type StudentApplication } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { applications } from '../../src/db/schema';
import { studentMessages } from '../../src/accounts/students/messages';
import { TestClock } from '../auth-helpers';
import { applicationsCount, createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('student applications (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
    employerId = await createEmployer(app.db, 'Glebe Books');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function student() {
    const { id } = await createStudent(app.db);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const list = (cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/student/applications${query}`, headers: { cookie } });
  const withdraw = (cookie: string, id: string) =>
    app.inject({
      method: 'POST',
      url: `/student/applications/${id}/withdraw`,
      headers: { cookie },
    });
  const statusOf = async (id: string) =>
    (
      await app.db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, id))
    )[0]?.status;

  it('pages through more than 12 applications newest first, never skipping or repeating', async () => {
    const me = await student();
    const other = await student();
    // Several share one instant (ties broken by id), the rest a second apart.
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const listing = await createListing(app.db, { employerId, title: `Job ${i}` });
      const createdAt = new Date(base + (i < 5 ? 0 : i) * 1000);
      ids.push(
        (await createApplication(app, { listingId: listing.id, studentId: me.id, createdAt })).id,
      );
      await createApplication(app, { listingId: listing.id, studentId: other.id, createdAt });
    }
    // A pending upload is not an application yet: neither listed nor counted.
    const pendingListing = await createListing(app.db, { employerId });
    await createApplication(app, {
      listingId: pendingListing.id,
      studentId: me.id,
      stored: false,
      createdAt: new Date(base + 60_000),
    });

    const seen: StudentApplication[] = [];
    let query = '?limit=5';
    for (let page = 0; page < 5; page += 1) {
      const response = await list(me.cookie, query);
      expect(response.statusCode, response.body).toBe(200);
      const body = studentApplicationsResponse.parse(response.json());
      expect(body.total_applications).toBe(14);
      seen.push(...body.applications);
      const last = body.applications.at(-1);
      if (body.applications.length < 5 || !last) break;
      query = `?limit=5&before_created_at=${encodeURIComponent(last.created_at)}&before_id=${last.id}`;
    }
    expect(seen).toHaveLength(14);
    expect(new Set(seen.map((a) => a.id)).size).toBe(14);
    expect(seen.map((a) => a.id).sort()).toEqual([...ids].sort());
    const order = seen.map((a) => [a.created_at, a.id].join(' '));
    expect(order).toEqual([...order].sort().reverse());
    expect(seen[0]).toMatchObject({
      status: 'submitted',
      job: { title: 'Job 13', business_name: 'Glebe Books' },
    });
    expect(seen[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('refuses half a cursor and a bad limit', async () => {
    const me = await student();
    expect(
      (await list(me.cookie, '?before_id=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(400);
    expect((await list(me.cookie, '?limit=0')).statusCode).toBe(400);
    expect((await list(me.cookie, '?limit=51')).statusCode).toBe(400);
  });

  it('withdraws from submitted or seen, once, and refuses rejected', async () => {
    const me = await student();
    const listing = await createListing(app.db, { employerId });
    const submitted = await createApplication(app, { listingId: listing.id, studentId: me.id });
    const listing2 = await createListing(app.db, { employerId });
    const seenApp = await createApplication(app, {
      listingId: listing2.id,
      studentId: me.id,
      status: 'seen',
    });
    const rejected = await createApplication(app, {
      listingId: listing.id,
      studentId: (await student()).id,
      status: 'rejected',
    });
    expect(await applicationsCount(app, listing.id)).toBe(2);

    expect((await withdraw(me.cookie, submitted.id)).json()).toEqual({ ok: true });
    expect(await statusOf(submitted.id)).toBe('withdrawn');
    expect(await applicationsCount(app, listing.id)).toBe(1);
    expect((await withdraw(me.cookie, seenApp.id)).statusCode).toBe(200);
    expect(await applicationsCount(app, listing2.id)).toBe(0);

    const again = await withdraw(me.cookie, submitted.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: studentMessages.alreadyWithdrawn });
    expect(await applicationsCount(app, listing.id)).toBe(1);

    const rejectedRow = await app.db
      .select({ studentId: applications.studentId })
      .from(applications)
      .where(eq(applications.id, rejected.id));
    const owner = await sessionCookie(app, rejectedRow[0]?.studentId ?? '');
    const refused = await withdraw(owner, rejected.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: studentMessages.rejectedCannotWithdraw });
    expect(await statusOf(rejected.id)).toBe('rejected');
  });

  it("answers 404 for another student's, an unknown or a pending application, changing nothing", async () => {
    const owner = await student();
    const intruder = await student();
    const listing = await createListing(app.db, { employerId });
    const mine = await createApplication(app, { listingId: listing.id, studentId: owner.id });
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await withdraw(intruder.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: studentMessages.applicationNotFound });
    }
    expect(await statusOf(mine.id)).toBe('submitted');
    expect(await applicationsCount(app, listing.id)).toBe(1);
    const pending = await createApplication(app, {
      listingId: (await createListing(app.db, { employerId })).id,
      studentId: owner.id,
      stored: false,
    });
    expect((await withdraw(owner.cookie, pending.id)).statusCode).toBe(404);
    expect(await statusOf(pending.id)).toBe('submitted');
    expect((await withdraw(owner.cookie, 'nope')).statusCode).toBe(400);
  });

  it('frees a place under the cap: a full listing takes a new application after a withdrawal', async () => {
    const listing = await createListing(app.db, { employerId, maxApplications: 1 });
    const first = await student();
    const { id } = await createApplication(app, { listingId: listing.id, studentId: first.id });
    const latecomer = await student();
    const apply = () =>
      app.inject({
        method: 'POST',
        url: '/student/jobs/apply',
        headers: { cookie: latecomer.cookie },
        payload: {
          job_id: listing.id,
          questions: [],
          answers: [],
          resume_filename: 'cv.pdf',
          preferred_email: 'late@uni.example.edu',
        },
      });
    const full = await apply();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: applyMessages.notTakingApplications });
    const browse = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/system/jobs/by-category?category_code=HOSP&limit=50',
        })
      )
        .json<{ jobs: { id: string }[] }>()
        .jobs.map((j) => j.id);
    expect(await browse()).not.toContain(listing.id);

    expect((await withdraw(first.cookie, id)).statusCode).toBe(200);
    expect(await browse()).toContain(listing.id);
    expect((await apply()).statusCode).toBe(200);
    expect(await applicationsCount(app, listing.id)).toBe(1);
  });

  it('is for signed-in students only', async () => {
    expect((await app.inject({ method: 'GET', url: '/student/applications' })).statusCode).toBe(
      401,
    );
    const employer = await sessionCookie(app, employerId);
    expect((await list(employer)).statusCode).toBe(403);
  });
});
