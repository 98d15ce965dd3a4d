// PATCH /employer/listings/{id}: an open listing edited as a new version, checked again as a new
// one is; applicants keep the version they applied to, with their answers beside the questions
// they read.
import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editListingMessages, postingLimitMessages } from 'api-contract';
import {
  applications,
  employers,
  listingHolds,
  listings,
  listingVersions,
  questions,
} from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { applyMessages } from '../../src/applications/messages';
import { relaxedRateLimits } from '../access/rate-limits';
import { createApplication } from '../applications/fixtures';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { tempDataDir } from '../upload-helpers';
import {
  createEmployer,
  createStudent,
  listingBody,
  OPEN_EXPIRY,
  sessionCookie,
  TEST_PAY,
  TODAY,
} from './fixtures';

const SCAM =
  'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details and TFN.';

describe.each(engines)('editing a listing (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, {
      clock: clock.now,
      env: { DATA_DIR: dataDir },
      rateLimits: relaxedRateLimits,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function employer() {
    const id = await createEmployer(app.db);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const original = {
    ...listingBody({}, OPEN_EXPIRY),
    questions: [{ text: 'Why us?' }, { text: 'When can you start?' }],
  };

  /** Posts the original listing through the API; its id. */
  async function post(cookie: string): Promise<string> {
    const response = await send('POST', '/employer/listings', cookie, original);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const edit = (cookie: string, id: string, change: object, version = 1) =>
    send('PATCH', `/employer/listings/${id}`, cookie, { ...original, ...change, version });

  async function currentQuestionRows(listingId: string) {
    const rows = await app.db.select().from(questions).where(eq(questions.listingId, listingId));
    return rows.sort((a, b) => a.position - b.position);
  }
  async function listingRow(id: string) {
    const [row] = await app.db.select().from(listings).where(eq(listings.id, id));
    if (!row) throw new Error('no listing');
    return row;
  }

  it('saves an edit as version 2; the earlier applicant keeps version 1, a new one gets 2', async () => {
    const me = await employer();
    const id = await post(me.cookie);
    const [why, when] = await currentQuestionRows(id);
    if (!why || !when) throw new Error('no questions');
    const student = await createStudent(app.db);
    const earlier = await createApplication(app, {
      listingId: id,
      studentId: student.id,
      answers: [
        { questionId: why.id, answer: 'I love coffee' },
        { questionId: when.id, answer: 'Monday' },
      ],
    });

    const read = await send('GET', `/employer/listings/${id}`, me.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ version: 1, status: 'posted', applications_count: 1 });

    const edited = await edit(me.cookie, id, {
      title: 'Head Barista',
      pay: { ...TEST_PAY, amount_cents: 3600 },
      questions: [{ text: 'Why us?' }, { text: 'Which days suit you?' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ id, status: 'posted', version: 2 });
    expect(await listingRow(id)).toMatchObject({ title: 'Head Barista', version: 2 });
    const versions = await app.db
      .select({ version: listingVersions.version, title: listingVersions.title })
      .from(listingVersions)
      .where(eq(listingVersions.listingId, id));
    expect(versions.sort((a, b) => a.version - b.version)).toEqual([
      { version: 1, title: 'Barista' },
      { version: 2, title: 'Head Barista' },
    ]);
    // The unchanged question keeps its row; the changed one is retired, not rewritten.
    const rows = await currentQuestionRows(id);
    expect(rows.map((q) => [q.text, q.addedInVersion, q.retiredInVersion])).toEqual(
      expect.arrayContaining([
        ['Why us?', 1, null],
        ['When can you start?', 1, 2],
        ['Which days suit you?', 2, null],
      ]),
    );

    // The employer reads the earlier application as version 1, with the question it answered.
    const detail = await send('GET', `/employer/applications/${earlier.id}`, me.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      listing_version: 1,
      listing_current_version: 2,
      answers: [
        { question: 'Why us?', answer: 'I love coffee' },
        { question: 'When can you start?', answer: 'Monday' },
      ],
    });
    const list = await send('GET', `/employer/listings/${id}/applications`, me.cookie);
    expect(list.json()).toMatchObject({ applications: [{ id: earlier.id, listing_version: 1 }] });

    // The student reads the listing as it was when they applied.
    const studentCookie = await sessionCookie(app, student.id);
    const asApplied = await send(
      'GET',
      `/student/applications/${earlier.id}/listing`,
      studentCookie,
    );
    expect(asApplied.statusCode, asApplied.body).toBe(200);
    expect(asApplied.json()).toMatchObject({
      version: 1,
      current_version: 2,
      title: 'Barista',
      pay: { amount_cents: TEST_PAY.amount_cents },
      answers: [
        { question: 'Why us?', answer: 'I love coffee' },
        { question: 'When can you start?', answer: 'Monday' },
      ],
    });
    // Nobody else's application.
    const other = await createStudent(app.db);
    const stranger = await sessionCookie(app, other.id);
    expect(
      (await send('GET', `/student/applications/${earlier.id}/listing`, stranger)).statusCode,
    ).toBe(404);

    // The job page asks the new questions; answering the retired one is refused.
    const job = (await app.inject({ method: 'GET', url: `/student/jobs/${id}` })).json<{
      questions: string[];
      question_ids: string[];
    }>();
    expect(job.questions).toEqual(['Why us?', 'Which days suit you?']);
    const apply = (questionIds: string[]) =>
      send('POST', '/student/jobs/apply', stranger, {
        job_id: id,
        questions: questionIds,
        answers: questionIds.map(() => 'Yes'),
        resume_filename: 'cv.pdf',
        preferred_email: 'me@uni.example.edu',
        phone_number: null,
        anything_else_answer: null,
      });
    const stale = await apply([why.id, when.id]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ detail: string }>().detail).toBe(applyMessages.questionsMismatch);
    const fresh = await apply(job.question_ids);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const [made] = await app.db
      .select({ version: applications.listingVersion })
      .from(applications)
      .where(and(eq(applications.listingId, id), eq(applications.studentId, other.id)));
    expect(made?.version).toBe(2);
  });

  it('refuses a stale version with 409 and keeps what is saved', async () => {
    const me = await employer();
    const id = await post(me.cookie);
    expect((await edit(me.cookie, id, { title: 'First edit' })).statusCode).toBe(200);
    const late = await edit(me.cookie, id, { title: 'Second edit from an old tab' }, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toBe(editListingMessages.stale);
    expect(await listingRow(id)).toMatchObject({ title: 'First edit', version: 2 });
  });

  it('keeps the version when nothing changed', async () => {
    const me = await employer();
    const id = await post(me.cookie);
    const same = await edit(me.cookie, id, {});
    expect(same.json()).toEqual({ id, status: 'posted', version: 1 });
  });

  it('checks the fields as a new listing, and the applications already received', async () => {
    const me = await employer();
    const id = await post(me.cookie);
    const student = await createStudent(app.db);
    await createApplication(app, { listingId: id, studentId: student.id });
    await createApplication(app, { listingId: id, studentId: (await createStudent(app.db)).id });
    const cases: [object, string | RegExp][] = [
      [{ title: '   ' }, 'title: This field is required.'],
      [{ expiry_date: TODAY }, employerMessages.expiryNotAfterToday],
      [{ pay: { ...TEST_PAY, amount_cents: 1000 } }, /Pay must be at least/],
      [{ max_applications: 1 }, editListingMessages.belowApplications(2)],
      [{ questions: [{ text: 'x'.repeat(251) }] }, /at most 250/],
    ];
    for (const [change, detail] of cases) {
      const response = await edit(me.cookie, id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const text = response.json<{ detail: string }>().detail;
      if (typeof detail === 'string') expect(text).toBe(detail);
      else expect(text).toMatch(detail);
    }
    expect(await listingRow(id)).toMatchObject({ title: 'Barista', version: 1 });
    expect((await edit(me.cookie, id, { max_applications: 2 })).statusCode).toBe(200);
  });

  it('sends an edit that trips a scam signal back to review, as a new listing', async () => {
    const me = await employer();
    const id = await post(me.cookie);
    const response = await edit(me.cookie, id, { description: SCAM });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', version: 2 });
    expect(response.json<{ review_reasons: string[] }>().review_reasons).toContain('listing_text');
    expect((await listingRow(id)).status).toBe('pending');
    const [hold] = await app.db.select().from(listingHolds).where(eq(listingHolds.listingId, id));
    expect(hold?.reasons.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: `/student/jobs/${id}` })).statusCode).toBe(404);
    // A held listing can still be edited, and stays with our team.
    const cleaned = await edit(me.cookie, id, { description: 'Make coffee.' }, 2);
    expect(cleaned.json()).toMatchObject({ status: 'pending', version: 3 });
  });

  it('refuses closed, removed and expired listings with 409, and a paused employer with 403', async () => {
    const me = await employer();
    const closed = await post(me.cookie);
    await send('POST', `/employer/listings/${closed}/close`, me.cookie, { outcome: 'cancelled' });
    const removed = await post(me.cookie);
    await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${removed}`,
      headers: { cookie: me.cookie },
    });
    const expired = await post(me.cookie);
    await app.db.update(listings).set({ expiryDate: '2026-03-01' }).where(eq(listings.id, expired));
    for (const [id, detail] of [
      [closed, editListingMessages.closed],
      [removed, editListingMessages.removed],
      [expired, editListingMessages.expired],
    ] as const) {
      const response = await edit(me.cookie, id, { title: 'Too late' });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ detail: string }>().detail).toBe(detail);
    }
    const live = await post(me.cookie);
    await app.db
      .update(employers)
      .set({ postingSuspendedAt: clock.now() })
      .where(eq(employers.userId, me.id));
    const paused = await edit(me.cookie, live, { title: 'While paused' });
    expect(paused.statusCode).toBe(403);
    expect(paused.json<{ detail: string }>().detail).toBe(postingLimitMessages.suspended);
    expect((await listingRow(live)).title).toBe('Barista');
  });

  it("answers 404 for another employer's listing, and changes nothing", async () => {
    const owner = await employer();
    const other = await employer();
    const id = await post(owner.cookie);
    expect((await edit(other.cookie, id, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await send('GET', `/employer/listings/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await listingRow(id)).title).toBe('Barista');
  });
});
