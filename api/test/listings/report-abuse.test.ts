// Reports turned against honest employers, as a security review played them with free accounts:
// one report of a closed listing froze its employer for good, one student froze sixteen, three
// throwaway accounts took any listing down again and again, and an approval bumped the listing to
// the top. Each test plays the attack through the API and checks that the honest employer keeps
// posting and their listing stays up, while a report still reaches a moderator.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORTS_PER_DAY,
  reportMessages,
  type ModerationListingResponse,
  type ModerationQueueResponse,
} from 'api-contract';
import { queryRows } from '../../src/db/client';
import { createApplication } from '../applications/fixtures';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { relaxedNetworkPostings, relaxedNetworkReports } from '../access/rate-limits';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
  sessionCookie,
  TEST_PAY,
  verifyStudent,
} from './fixtures';

const DAY_MS = 86_400_000;

describe.each(engines)('reports that cannot be weaponised (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  let moderatorCookie: string;

  beforeAll(async () => {
    app = await build(engine, {
      clock: clock.now,
      mailer: new CapturingMailer(),
      // Every employer here posts from the test's one address.
      rateLimits: { ...relaxedNetworkPostings, ...relaxedNetworkReports },
    });
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
  });
  afterAll(() => app.close());

  async function employer() {
    const id = await createEmployer(app.db, 'Honest Bakery');
    return { id, cookie: await sessionCookie(app, id) };
  }

  /** A student: a throwaway account by default; verified, or with a history on the site. */
  async function student(standing: { verified?: boolean; history?: boolean } = {}) {
    const created = await createStudent(app.db);
    if (standing.verified) await verifyStudent(app.db, created.id, clock.now());
    if (standing.history) {
      const joined = new Date(clock.now().getTime() - 60 * DAY_MS).toISOString();
      await app.db.execute(
        sql`update users set created_at = ${joined}::timestamptz where id = ${created.id}::uuid`,
      );
      const other = await createListing(app.db, { employerId: await createEmployer(app.db) });
      await createApplication(app, { listingId: other.id, studentId: created.id });
    }
    return { ...created, cookie: await sessionCookie(app, created.id) };
  }

  const report = (id: string, cookie: string) =>
    app.inject({
      method: 'POST',
      url: `/student/jobs/${id}/report`,
      headers: { cookie },
      payload: { reason: 'scam', details: '' },
    });

  const decide = (id: string, decision: string) =>
    app.inject({
      method: 'POST',
      url: `/moderator/listings/${id}/decision`,
      headers: { cookie: moderatorCookie },
      payload: { decision, reason: 'Checked by our team.' },
    });

  const post = (cookie: string, title: string) =>
    app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: {
        title,
        category_code: 'HOSP',
        short_preview: 'Bread and pastries',
        description: 'Serve customers at our bakery counter on weekends.',
        location: 'Newtown NSW 2042',
        latitude: -33.8978,
        longitude: 151.1795,
        expiry_date: '2026-12-31',
        max_applications: 5,
        questions: [],
        pay: TEST_PAY,
      },
    });

  const statusOfNext = async (cookie: string, title = 'Counter staff') => {
    const response = await post(cookie, title);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ status: string }>().status;
  };

  async function reportedQueue() {
    const response = await app.inject({
      method: 'GET',
      url: '/moderator/listings?status=reported',
      headers: { cookie: moderatorCookie },
    });
    return response.json<ModerationQueueResponse>().listings;
  }

  async function browseIds() {
    const response = await app.inject({
      method: 'GET',
      url: '/system/jobs/by-category?category_code=HOSP&limit=50',
    });
    return response.json<{ jobs: { id: string }[] }>().jobs.map((job) => job.id);
  }

  it('one report of a closed listing does not freeze its employer, and a moderator can decide on it', async () => {
    const me = await employer();
    const closed = await createListing(app.db, { employerId: me.id, status: 'closed' });
    expect((await report(closed.id, (await student()).cookie)).statusCode).toBe(201);

    // The report waits for a person; the employer keeps posting meanwhile.
    expect((await reportedQueue()).map((item) => item.id)).toContain(closed.id);
    expect(await statusOfNext(me.cookie)).toBe('posted');

    // The moderator can dismiss it although the listing is closed.
    const dismissed = await decide(closed.id, 'approve');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ status: 'closed' });
    expect((await reportedQueue()).map((item) => item.id)).not.toContain(closed.id);
    expect(await statusOfNext(me.cookie, 'Baker')).toBe('posted');
  });

  it('holds an employer’s next listings only for a report a moderator upheld, until one is approved', async () => {
    const me = await employer();
    const closed = await createListing(app.db, { employerId: me.id, status: 'closed' });
    await report(closed.id, (await student()).cookie);
    const upheld = await decide(closed.id, 'remove');
    expect(upheld.statusCode, upheld.body).toBe(200);
    const reinstated = await app.inject({
      method: 'POST',
      url: `/moderator/employers/${me.id}/reinstate`,
      headers: { cookie: moderatorCookie },
      payload: { reason: 'Talked to the owner.' },
    });
    expect(reinstated.statusCode).toBe(200);

    const next = await post(me.cookie, 'Counter staff');
    expect(next.json<{ status: string }>().status).toBe('pending');
    const approved = await decide(next.json<{ id: string }>().id, 'approve');
    expect(approved.statusCode).toBe(200);
    // One approval after the removal: the two that follow go live.
    expect(await statusOfNext(me.cookie, 'Baker')).toBe('posted');
    expect(await statusOfNext(me.cookie, 'Barista')).toBe('posted');
  });

  it('lets a moderator uphold the reports of a listing its employer deleted', async () => {
    const me = await employer();
    const live = await createListing(app.db, { employerId: me.id });
    await report(live.id, (await student()).cookie);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${live.id}`,
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await reportedQueue()).map((item) => item.id)).toContain(live.id);
    const upheld = await decide(live.id, 'remove');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect((await reportedQueue()).map((item) => item.id)).not.toContain(live.id);
    expect((await post(me.cookie, 'Anything')).statusCode).toBe(403);
  });

  it(`stops one student at ${REPORTS_PER_DAY} reports a day, and freezes none of the employers`, async () => {
    const reporter = await student();
    const targets = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const owner = await employer();
        const listing = await createListing(app.db, { employerId: owner.id });
        return { owner, listing };
      }),
    );
    const answers = [];
    for (const { listing } of targets) answers.push(await report(listing.id, reporter.cookie));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(codes.slice(REPORTS_PER_DAY).every((code) => code === 429)).toBe(true);
    expect(answers[REPORTS_PER_DAY]?.json()).toEqual({ detail: reportMessages.perDay });
    for (const { owner } of targets) expect(await statusOfNext(owner.cookie)).toBe('posted');

    // The next day they may report again (signed in anew: a day outlives the session's token).
    clock.advance(DAY_MS + 1000);
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
    const last = targets[15];
    if (!last) throw new Error('no target');
    const cookie = await sessionCookie(app, reporter.id);
    expect((await report(last.listing.id, cookie)).statusCode).toBe(201);
  });

  it('takes one open report per student for one employer’s listings', async () => {
    const me = await employer();
    const first = await createListing(app.db, { employerId: me.id, title: 'Baker' });
    const second = await createListing(app.db, { employerId: me.id, title: 'Barista' });
    const reporter = await student();
    expect((await report(first.id, reporter.cookie)).statusCode).toBe(201);
    const again = await report(second.id, reporter.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: reportMessages.employerReported });
    // Once a moderator has decided, they may report another of its listings.
    await decide(first.id, 'approve');
    expect((await report(second.id, reporter.cookie)).statusCode).toBe(201);
  });

  it('never hides a live listing on reports from throwaway accounts, however often they report', async () => {
    const me = await employer();
    const live = await createListing(app.db, { employerId: me.id, createdAt: clock.now() });
    const burners = await Promise.all([student(), student(), student(), student(), student()]);
    for (const burner of burners)
      expect((await report(live.id, burner.cookie)).statusCode).toBe(201);

    const page = await app.inject({ method: 'GET', url: `/student/jobs/${live.id}` });
    expect(page.statusCode).toBe(200);
    expect(await browseIds()).toContain(live.id);
    // Every report still reaches a moderator, with what it weighs.
    const queued = (await reportedQueue()).find((item) => item.id === live.id);
    expect(queued).toMatchObject({ status: 'posted', reports: 5, report_weight: 0 });

    // A moderator dismisses them; the same accounts report again: still live.
    expect((await decide(live.id, 'approve')).statusCode).toBe(200);
    for (const burner of burners)
      expect((await report(live.id, burner.cookie)).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: `/student/jobs/${live.id}` })).statusCode).toBe(
      200,
    );
  });

  it('hides a live listing on reports from students in good standing, and approval keeps its place', async () => {
    const me = await employer();
    const createdAt = new Date(clock.now().getTime() - 3 * DAY_MS);
    const live = await createListing(app.db, { employerId: me.id, createdAt });
    const verified = await Promise.all([
      student({ verified: true }),
      student({ verified: true, history: true }),
      student({ verified: true, history: true }),
    ]);
    // A verified student (1) and one who has also used the site for a while (1.5): not yet.
    for (const reporter of verified.slice(0, 2)) await report(live.id, reporter.cookie);
    expect(await browseIds()).toContain(live.id);
    const third = verified[2];
    if (!third) throw new Error('no reporter');
    await report(live.id, third.cookie);
    expect(await browseIds()).not.toContain(live.id);
    const detail = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${live.id}`,
      headers: { cookie: moderatorCookie },
    });
    const body = detail.json<ModerationListingResponse>();
    expect(body.status).toBe('pending');
    expect(body.reasons).toMatchObject([{ code: 'reported', kind: 'reports' }]);
    expect(body.report_list.map((item) => item.weight).sort()).toEqual([1, 1.5, 1.5]);

    // Approved: live again on its own date, not bumped to the top of the list.
    expect((await decide(live.id, 'approve')).statusCode).toBe(200);
    const [row] = await queryRows<{ created_at: string }>(
      app.db,
      sql`select created_at::text from listings where id = ${live.id}::uuid`,
    );
    expect(Date.parse(row?.created_at ?? '')).toBe(createdAt.getTime());
    expect(await browseIds()).toContain(live.id);

    // Those whose reports were dismissed cannot take it down again by themselves.
    for (const reporter of verified) await report(live.id, reporter.cookie);
    expect(await browseIds()).toContain(live.id);
  });

  it('weighs a report by its author’s record: mostly dismissed reports count for nothing', async () => {
    const me = await employer();
    const careless = await student({ verified: true });
    for (let i = 0; i < 2; i += 1) {
      const target = await createListing(app.db, { employerId: (await employer()).id });
      await report(target.id, careless.cookie);
      await decide(target.id, 'approve');
    }
    const live = await createListing(app.db, { employerId: me.id });
    await report(live.id, careless.cookie);
    const detail = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${live.id}`,
      headers: { cookie: moderatorCookie },
    });
    expect(detail.json<ModerationListingResponse>().report_list).toMatchObject([
      { weight: 0, open: true, outcome: null },
    ]);
  });
});

describe.each(engines)('reports from one network (%s)', (engine) => {
  const DAY = 86_400_000;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await build(engine, { rateLimits: { report: { ip: { max: 3, windowMs: DAY } } } });
  });
  afterAll(() => app.close());

  it('stops many accounts on one network, not a student elsewhere', async () => {
    const listing = await createListing(app.db, { employerId: await createEmployer(app.db) });
    const reportFrom = async (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/student/jobs/${listing.id}/report`,
        remoteAddress,
        headers: { cookie: await sessionCookie(app, (await createStudent(app.db)).id) },
        payload: { reason: 'scam', details: '' },
      });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await reportFrom('203.0.113.7')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    expect((await reportFrom('198.51.100.20')).statusCode).toBe(201);
  });
});
