import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyResponse, RESUME_MAX_BYTES, type ApplyRequestInput } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { answers, applications, listings, resumes } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { relaxedRateLimits } from '../access/rate-limits';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { SAMPLE_PDF, tempDataDir, upload } from '../upload-helpers';

describe.each(engines)('applying and cancelling (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const dataDir = tempDataDir();

  beforeAll(async () => {
    // 150 applies from one address below: the apply limit is tested in test/hardening.
    app = await build(engine, {
      clock: clock.now,
      env: { DATA_DIR: dataDir },
      rateLimits: relaxedRateLimits,
    });
    employerId = await createEmployer(app.db);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function student() {
    const { id } = await createStudent(app.db);
    return { id, cookie: await sessionCookie(app, id) };
  }

  function body(jobId: string, questionIds: string[], extra: Partial<ApplyRequestInput> = {}) {
    return {
      job_id: jobId,
      questions: questionIds,
      answers: questionIds.map((_, i) => `Answer ${i + 1}`),
      resume_filename: 'My CV.pdf',
      preferred_email: 'me@uni.example.edu',
      phone_number: null,
      anything_else_answer: null,
      ...extra,
    };
  }

  const apply = (cookie: string, payload: object) =>
    app.inject({ method: 'POST', url: '/student/jobs/apply', payload, headers: { cookie } });

  async function count(listingId: string) {
    const [row] = await app.db
      .select({ n: listings.applicationsCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    return row?.n;
  }

  it('takes a slot and answers with a presigned POST pinned to one key', async () => {
    const listing = await createListing(app.db, { employerId, questions: ['Why?', 'When?'] });
    const { cookie } = await student();
    // Questions may come in any order, answers parallel to them.
    const [q1, q2] = listing.questionIds;
    if (!q1 || !q2) throw new Error('no questions');
    const response = await apply(cookie, {
      ...body(listing.id, [q2, q1]),
      answers: ['Second', 'First'],
      phone_number: '0400 000 000',
      anything_else_answer: 'Thanks',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = applyResponse.parse(response.json());
    expect(result.upload_url).toBe('/api/storage/upload');
    const key = result.fields.key ?? '';
    expect(key).toMatch(new RegExp(`^resumes/${result.application_id}/[A-Za-z0-9_-]+\\.pdf$`));
    expect(Object.keys(result.fields).sort()).toEqual(
      [
        'Content-Type',
        'key',
        'policy',
        'x-amz-algorithm',
        'x-amz-credential',
        'x-amz-date',
        'x-amz-signature',
      ].sort(),
    );
    const policy = JSON.parse(Buffer.from(result.fields.policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(Date.parse(policy.expiration) - clock.now().getTime()).toBe(15 * MINUTE_MS);
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, RESUME_MAX_BYTES]);

    expect(await count(listing.id)).toBe(1);
    const saved = await app.db
      .select({ questionId: answers.questionId, answer: answers.answer })
      .from(answers)
      .where(eq(answers.applicationId, result.application_id));
    expect(saved).toEqual(
      expect.arrayContaining([
        { questionId: q1, answer: 'First' },
        { questionId: q2, answer: 'Second' },
      ]),
    );
    const [resume] = await app.db
      .select()
      .from(resumes)
      .where(eq(resumes.applicationId, result.application_id));
    expect(resume).toMatchObject({ fileName: 'My CV.pdf', storageKey: key, storedAt: null });
    const [application] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, result.application_id));
    expect(application).toMatchObject({
      status: 'submitted',
      phoneNumber: '0400 000 000',
      anythingElseAnswer: 'Thanks',
    });
  });

  it('refuses a second application to the same job and keeps the count', async () => {
    const listing = await createListing(app.db, { employerId, questions: ['Why?'] });
    const { cookie } = await student();
    expect((await apply(cookie, body(listing.id, listing.questionIds))).statusCode).toBe(200);
    const again = await apply(cookie, body(listing.id, listing.questionIds));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: applyMessages.alreadyApplied });
    expect(await count(listing.id)).toBe(1);
  });

  it('refuses closed, expired, full, removed and unknown jobs', async () => {
    const { cookie } = await student();
    const cases = [
      {
        listing: { expiryDate: '2026-03-01' },
        status: 409,
        detail: applyMessages.notTakingApplications,
      },
      {
        listing: { maxApplications: 2, applicationsCount: 2 },
        status: 409,
        detail: applyMessages.notTakingApplications,
      },
      {
        listing: { status: 'closed' as const },
        status: 409,
        detail: applyMessages.notTakingApplications,
      },
      { listing: { status: 'removed' as const }, status: 404, detail: applyMessages.jobNotFound },
    ];
    for (const c of cases) {
      const listing = await createListing(app.db, { employerId, ...c.listing });
      const response = await apply(cookie, body(listing.id, []));
      expect(response.statusCode).toBe(c.status);
      expect(response.json()).toEqual({ detail: c.detail });
    }
    const unknown = await apply(cookie, body('00000000-0000-4000-8000-000000000000', []));
    expect(unknown.statusCode).toBe(404);
  });

  it("requires exactly the job's questions, each answered", async () => {
    const listing = await createListing(app.db, { employerId, questions: ['A?', 'B?'] });
    const other = await createListing(app.db, { employerId, questions: ['C?'] });
    const { cookie } = await student();
    const [q1, q2] = listing.questionIds;
    const [foreign] = other.questionIds;
    if (!q1 || !q2 || !foreign) throw new Error('no questions');
    for (const questions of [[q1], [q1, q2, foreign], [q1, foreign]]) {
      const response = await apply(cookie, body(listing.id, questions));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: applyMessages.questionsMismatch });
    }
    const blank = await apply(cookie, { ...body(listing.id, [q1, q2]), answers: ['ok', '   '] });
    expect(blank.statusCode).toBe(400);
    const long = await apply(cookie, {
      ...body(listing.id, [q1, q2]),
      answers: ['ok', 'x'.repeat(251)],
    });
    expect(long.statusCode).toBe(400);
    for (const name of ['cv.exe', 'cv', '../cv.pdf']) {
      const response = await apply(cookie, body(listing.id, [q1, q2], { resume_filename: name }));
      expect(response.statusCode, name).toBe(400);
    }
    expect(await count(listing.id)).toBe(0);
  });

  it('lets only signed-in students apply', async () => {
    const listing = await createListing(app.db, { employerId });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/student/jobs/apply',
          payload: body(listing.id, []),
        })
      ).statusCode,
    ).toBe(401);
    const employerCookie = await sessionCookie(app, employerId);
    expect((await apply(employerCookie, body(listing.id, []))).statusCode).toBe(403);
  });

  it('never exceeds the cap under concurrent applications', async () => {
    for (let round = 0; round < 3; round += 1) {
      // New students each round: a winner's application stays pending, and two pending ones are
      // all a student may have (test/hardening/application-slots.test.ts).
      const students = await Promise.all(Array.from({ length: 50 }, () => student()));
      const listing = await createListing(app.db, {
        employerId,
        maxApplications: 5,
        questions: ['Why?'],
      });
      const responses = await Promise.all(
        students.map(({ cookie }) => apply(cookie, body(listing.id, listing.questionIds))),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(45);
      for (const r of responses.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toEqual({ detail: applyMessages.notTakingApplications });
      }
      expect(await count(listing.id)).toBe(5);
      const rows = await app.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.listingId, listing.id));
      expect(rows).toHaveLength(5);
    }
  });

  it('cancels a pending application for its owner only, leaving nothing behind', async () => {
    const listing = await createListing(app.db, { employerId, questions: ['Why?'] });
    const owner = await student();
    const intruder = await student();
    const result = applyResponse.parse(
      (await apply(owner.cookie, body(listing.id, listing.questionIds))).json(),
    );
    const cancelUrl = `/student/jobs/apply/${result.application_id}`;

    const refused = await app.inject({
      method: 'DELETE',
      url: cancelUrl,
      headers: { cookie: intruder.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: applyMessages.applicationNotFound });
    expect(await count(listing.id)).toBe(1);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: cancelUrl,
      headers: { cookie: owner.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ok: true });
    expect(await count(listing.id)).toBe(0);
    const id = result.application_id;
    expect(await app.db.select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(await app.db.select().from(answers).where(eq(answers.applicationId, id))).toEqual([]);
    expect(await app.db.select().from(resumes).where(eq(resumes.applicationId, id))).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: cancelUrl, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(404);
    // The slot is free again: the same student may apply anew.
    expect((await apply(owner.cookie, body(listing.id, listing.questionIds))).statusCode).toBe(200);
  });

  it('keeps an application whose resume arrived', async () => {
    const listing = await createListing(app.db, { employerId });
    const owner = await student();
    const result = applyResponse.parse((await apply(owner.cookie, body(listing.id, []))).json());
    const uploaded = await upload(app, result.upload_url, result.fields, { content: SAMPLE_PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(204);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/student/jobs/apply/${result.application_id}`,
      headers: { cookie: owner.cookie },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ detail: applyMessages.alreadyUploaded });
    expect(await count(listing.id)).toBe(1);
  });

  it('takes a new application after the student withdrew, while the listing is open', async () => {
    const listing = await createListing(app.db, { employerId });
    const owner = await student();
    /** Applies and uploads the resume: a submitted application. */
    const applied = async () => {
      const result = applyResponse.parse((await apply(owner.cookie, body(listing.id, []))).json());
      const uploaded = await upload(app, result.upload_url, result.fields, { content: SAMPLE_PDF });
      expect(uploaded.statusCode, uploaded.body).toBe(204);
      return result.application_id;
    };
    const first = await applied();
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/student/applications/${first}/withdraw`,
      headers: { cookie: owner.cookie },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await count(listing.id)).toBe(0);

    // Once withdrawn, the student may apply again; the job page shows the new one.
    const second = await applied();
    expect(await count(listing.id)).toBe(1);
    const page = await app.inject({
      method: 'GET',
      url: `/student/jobs/${listing.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(page.json()).toMatchObject({ my_application: { id: second, status: 'submitted' } });
    const rows = await app.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.listingId, listing.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first, status: 'withdrawn' },
        { id: second, status: 'submitted' },
      ]),
    );
    // Still one that counts at a time.
    const third = await apply(owner.cookie, body(listing.id, []));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ detail: applyMessages.alreadyApplied });
  });

  // Moves the shared clock: keep last.
  it('sweeps applications whose resume never arrived once their upload form expired', async () => {
    const listing = await createListing(app.db, { employerId, questions: ['Why?'] });
    const [stored, abandoned] = [await student(), await student()];
    const kept = applyResponse.parse(
      (await apply(stored.cookie, body(listing.id, listing.questionIds))).json(),
    );
    expect(
      (await upload(app, kept.upload_url, kept.fields, { content: SAMPLE_PDF })).statusCode,
    ).toBe(204);
    const lost = applyResponse.parse(
      (await apply(abandoned.cookie, body(listing.id, listing.questionIds))).json(),
    );
    expect(await count(listing.id)).toBe(2);

    clock.advance(15 * MINUTE_MS - 1);
    expect(await app.sweepAbandonedApplications()).toBe(0);
    expect(await count(listing.id)).toBe(2);

    clock.advance(1);
    expect(await app.sweepAbandonedApplications()).toBeGreaterThanOrEqual(1);
    expect(await count(listing.id)).toBe(1);
    expect(
      await app.db.select().from(applications).where(eq(applications.id, lost.application_id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(applications).where(eq(applications.id, kept.application_id)),
    ).toHaveLength(1);
  });
});
