// Vetted listings through the API: a listing with scam signals, from an employer with a
// history, or paying far above the usual is held (pending: not in browse, not on its page, not
// alerted); a moderator approves it (public, alerted once), rejects it or removes it (applicants
// warned once, the employer's posting suspended); students report a listing once each, and enough
// reports hold it; every decision is kept.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationMessages,
  postingLimitMessages,
  REPORT_WEIGHT_TO_HOLD,
  reinstateMessages,
  reportMessages,
  type ModerationListingResponse,
  type ModerationQueueResponse,
} from 'api-contract';
import { queryRows } from '../../src/db/client';
import { employers, listings } from '../../src/db/schema';
import { prefixQueryText } from '../../src/listings/search/words-query';
import { relaxedNetworkPostings } from '../access/rate-limits';
import { createApplication } from '../applications/fixtures';
import { CapturingMailer, TestClock } from '../auth-helpers';
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

const SCAM =
  'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details and TFN.';

describe.each(engines)('vetted listings (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  let moderator: { id: string; email: string; cookie: string };

  beforeAll(async () => {
    // Its employers all post from one address: the per-network count is tested on its own.
    app = await build(engine, { clock: clock.now, mailer, rateLimits: relaxedNetworkPostings });
    const created = await createModerator(app.db);
    moderator = { ...created, cookie: await sessionCookie(app, created.id) };
  });
  afterAll(() => app.close());

  async function employer(name = 'Harbour Cafe') {
    const id = await createEmployer(app.db, name);
    const [user] = await queryRows<{ email: string }>(
      app.db,
      sql`select email from users where id = ${id}::uuid`,
    );
    return { id, email: user?.email ?? '', cookie: await sessionCookie(app, id) };
  }

  async function student() {
    const created = await createStudent(app.db);
    return { ...created, cookie: await sessionCookie(app, created.id) };
  }

  const listing = (overrides: Record<string, unknown> = {}) => ({
    title: 'Weekend Barista',
    category_code: 'HOSP',
    short_preview: 'Coffee on weekends',
    description: 'Make coffee for our Saturday crowd. Full training given.',
    location: 'Newtown NSW 2042',
    latitude: -33.8978,
    longitude: 151.1795,
    expiry_date: '2026-12-31',
    max_applications: 5,
    questions: [],
    pay: TEST_PAY,
    ...overrides,
  });

  async function post(cookie: string, body: object) {
    const response = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: body,
    });
    return response;
  }

  const decide = (id: string, decision: string, reason = 'Checked by our team.') =>
    app.inject({
      method: 'POST',
      url: `/moderator/listings/${id}/decision`,
      headers: { cookie: moderator.cookie },
      payload: { decision, reason },
    });

  const report = (id: string, cookie: string, reason = 'scam', details = '') =>
    app.inject({
      method: 'POST',
      url: `/student/jobs/${id}/report`,
      headers: { cookie },
      payload: { reason, details },
    });

  async function queue(status: 'pending' | 'reported') {
    const response = await app.inject({
      method: 'GET',
      url: `/moderator/listings?status=${status}`,
      headers: { cookie: moderator.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationQueueResponse>().listings;
  }

  async function browseIds(category = 'HOSP') {
    const response = await app.inject({
      method: 'GET',
      url: `/system/jobs/by-category?category_code=${category}&limit=50`,
    });
    return response.json<{ jobs: { id: string }[] }>().jobs.map((job) => job.id);
  }

  const page = (id: string) => app.inject({ method: 'GET', url: `/student/jobs/${id}` });

  async function instantAlert(words: string) {
    const subscriber = await createStudent(app.db);
    await app.db.execute(
      sql`insert into job_alerts (user_id, words, words_query, frequency, search_key, created_at,
          confirmed_at)
        values (${subscriber.id}::uuid, ${words}, ${prefixQueryText(words)}::tsquery, 'instant',
          ${words}, ${clock.now().toISOString()}::timestamptz,
          ${clock.now().toISOString()}::timestamptz)`,
    );
    return subscriber;
  }

  it('publishes an ordinary listing at once, a new employer’s first one too', async () => {
    const me = await employer();
    const response = await post(me.cookie, listing());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: string; status: string }>();
    expect(created.status).toBe('posted');
    expect(await browseIds()).toContain(created.id);
  });

  it('holds a listing with scam signals until a moderator approves it, then alerts once', async () => {
    const subscriber = await instantAlert('plumber');
    // A plain name: the business profile's own signals are business-profile.test.ts's.
    const me = await employer('Harbour Plumbing');
    const response = await post(
      me.cookie,
      listing({ title: 'Plumber helper', description: SCAM, category_code: 'OTHR' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id, status } = response.json<{ id: string; status: string }>();
    expect(status).toBe('pending');

    // Held: not in browse, not on its page, not alerted; the employer sees it under review.
    await app.jobAlerts.run();
    expect(await browseIds('OTHR')).not.toContain(id);
    expect((await page(id)).statusCode).toBe(404);
    expect(await mailer.to(subscriber.email)).toEqual([]);
    const mine = await app.inject({
      method: 'GET',
      url: '/employer/listings',
      headers: { cookie: me.cookie },
    });
    expect(mine.json<{ listings: { id: string; status: string }[] }>().listings).toContainEqual(
      expect.objectContaining({ id, status: 'pending' }),
    );

    // The moderator sees why.
    const held = (await queue('pending')).find((item) => item.id === id);
    expect(held?.reasons.map((reason) => reason.code)).toEqual([
      'upfront_fee',
      'bank_details',
      'tax_file_number',
      'off_platform_contact',
    ]);
    expect(held?.employer).toMatchObject({ business_name: 'Harbour Plumbing', listings: 1 });

    clock.advance(60_000);
    const approved = await decide(id, 'approve', 'Deposit is refundable; wording fixed by phone.');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'posted' });
    expect(await browseIds('OTHR')).toContain(id);
    expect((await page(id)).statusCode).toBe(200);
    await app.jobAlerts.run();
    await app.jobAlerts.run();
    const alerts = await mailer.to(subscriber.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Plumber helper');
    const told = await mailer.to(me.email);
    expect(told.map((mail) => mail.subject)).toEqual(["Your listing 'Plumber helper' is live"]);
    expect(await queue('pending')).not.toContainEqual(expect.objectContaining({ id }));

    // A second decision on the same state is refused, and nothing changes.
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: moderationMessages.notDecidable('approve') });
  });

  it('rejects a held listing with its reason, and holds the employer’s next one', async () => {
    const me = await employer();
    const { id } = (await post(me.cookie, listing({ description: SCAM }))).json<{ id: string }>();
    const rejected = await decide(id, 'reject', 'Asks applicants to pay a deposit.');
    expect(rejected.json()).toEqual({ status: 'removed' });
    const [mail] = await mailer.to(me.email);
    expect(mail?.subject).toBe("Your listing 'Weekend Barista' was not published");
    expect(mail?.text).toContain('The reason: Asks applicants to pay a deposit.');

    const next = await post(me.cookie, listing({ title: 'Kitchen hand' }));
    expect(next.json<{ status: string }>().status).toBe('pending');
    const nextId = next.json<{ id: string }>().id;
    const detail = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${nextId}`,
      headers: { cookie: moderator.cookie },
    });
    const body = detail.json<ModerationListingResponse>();
    expect(body.reasons.map((reason) => reason.code)).toEqual(['employer_removed_before']);
    expect(body.employer).toMatchObject({ removed: 1, listings: 2, posting_suspended: false });

    // Every decision is kept: who, when, why.
    const first = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${id}`,
      headers: { cookie: moderator.cookie },
    });
    const decisions = first.json<ModerationListingResponse>().decisions;
    expect(decisions).toEqual([
      {
        decision: 'reject',
        reason: 'Asks applicants to pay a deposit.',
        moderator_email: moderator.email,
        decided_at: decisions[0]?.decided_at,
        prior_status: 'pending',
      },
    ]);
    expect(Date.parse(decisions[0]?.decided_at ?? '')).toBe(clock.now().getTime());
  });

  it('holds pay far above what the work usually pays', async () => {
    const me = await employer();
    const response = await post(me.cookie, listing({ pay: { ...TEST_PAY, amount_cents: 15_000 } }));
    const { id, status } = response.json<{ id: string; status: string }>();
    expect(status).toBe('pending');
    const held = (await queue('pending')).find((item) => item.id === id);
    expect(held?.reasons.map((reason) => reason.code)).toEqual(['pay_far_above_usual']);
  });

  it('takes one open report per student, asks a visitor to log in, and holds at enough standing', async () => {
    const me = await employer();
    const live = await createListing(app.db, {
      employerId: me.id,
      title: 'Night filler',
      createdAt: clock.now(),
    });
    const first = await student();
    await verifyStudent(app.db, first.id, clock.now());
    const created = await report(live.id, first.cookie, 'misleading', 'The shifts are unpaid.');
    expect(created.statusCode, created.body).toBe(201);
    const twice = await report(live.id, first.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: reportMessages.alreadyReported });
    const visitor = await app.inject({
      method: 'POST',
      url: `/student/jobs/${live.id}/report`,
      payload: { reason: 'scam', details: '' },
    });
    expect(visitor.statusCode).toBe(401);
    const other = await report(live.id, (await student()).cookie, 'other', '');
    expect(other.statusCode).toBe(400);

    expect((await queue('reported')).map((item) => item.id)).toContain(live.id);
    expect(await browseIds()).toContain(live.id);
    // Verified students, each weighing 1: at REPORT_WEIGHT_TO_HOLD the listing is held.
    for (let i = 1; i < REPORT_WEIGHT_TO_HOLD; i += 1) {
      const next = await student();
      await verifyStudent(app.db, next.id, clock.now());
      expect((await report(live.id, next.cookie)).statusCode).toBe(201);
    }

    // Held: out of browse and off its page, in both queues.
    expect(await browseIds()).not.toContain(live.id);
    expect((await page(live.id)).statusCode).toBe(404);
    const held = (await queue('pending')).find((item) => item.id === live.id);
    expect(held).toMatchObject({
      reports: REPORT_WEIGHT_TO_HOLD,
      report_weight: REPORT_WEIGHT_TO_HOLD,
      reasons: [{ code: 'reported', kind: 'reports' }],
    });

    // Reports that wait for a person do not hold the employer's next listing.
    const next = await post(me.cookie, listing({ title: 'Day filler' }));
    expect(next.json<{ status: string }>().status).toBe('posted');
  });

  it('removes a reported live listing: applicants warned once, not rejected; posting suspended', async () => {
    const me = await employer('Evil Example');
    const live = await createListing(app.db, { employerId: me.id, title: 'Spam 1' });
    const applicant = await createStudent(app.db);
    const application = await createApplication(app, {
      listingId: live.id,
      studentId: applicant.id,
    });
    expect((await report(live.id, (await student()).cookie)).statusCode).toBe(201);

    const removed = await decide(live.id, 'remove', 'Claims a prize and asks for bank details.');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ status: 'removed' });
    expect(await queue('reported')).not.toContainEqual(expect.objectContaining({ id: live.id }));

    const warnings = await mailer.to(applicant.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain(
      'this listing was removed by our team; never send money or bank details to get a job',
    );
    const [status] = await queryRows<{ status: string }>(
      app.db,
      sql`select status from applications where id = ${application.id}::uuid`,
    );
    expect(status?.status).toBe('submitted');
    const employerMails = await mailer.to(me.email);
    expect(employerMails.map((mail) => mail.subject)).toEqual([
      "Your listing 'Spam 1' was removed",
    ]);

    // Suspended: no new listing, and nothing stored.
    const [before] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from listings where employer_id = ${me.id}::uuid`,
    );
    const refused = await post(me.cookie, listing());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: postingLimitMessages.suspended });
    const [after] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from listings where employer_id = ${me.id}::uuid`,
    );
    expect(after?.n).toBe(before?.n);

    // The warning goes once: a second removal is refused.
    expect((await decide(live.id, 'remove')).statusCode).toBe(409);
    expect(await mailer.to(applicant.email)).toHaveLength(1);

    // A moderator who reviewed the account opens posting again, once, and the employer is told.
    const reinstate = (cookie = moderator.cookie) =>
      app.inject({
        method: 'POST',
        url: `/moderator/employers/${me.id}/reinstate`,
        headers: { cookie },
        payload: { reason: 'Spoke with the owner; the listing was posted by a former employee.' },
      });
    expect((await reinstate((await student()).cookie)).statusCode).toBe(403);
    const reinstated = await reinstate();
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json()).toEqual({ posting_suspended: false });
    expect((await reinstate()).json()).toEqual({ detail: reinstateMessages.notSuspended });
    const [, told] = await mailer.to(me.email);
    expect(told?.subject).toBe('You can post on Student Gigs again');
    expect(told?.text).toContain('Our note: Spoke with the owner');
    // Posting works again; the next listing waits for review, the employer's history says why.
    const next = await post(me.cookie, listing({ title: 'Night usher' }));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<{ status: string }>().status).toBe('pending');
    const kept = await queryRows<{ decision: string; moderator_email: string }>(
      app.db,
      sql`select decision, moderator_email from moderation_decisions
        where employer_id = ${me.id}::uuid order by decided_at, decision`,
    );
    expect(kept.map((row) => row.decision).sort()).toEqual(['reinstate', 'remove']);
    expect(kept.every((row) => row.moderator_email === moderator.email)).toBe(true);
    const unknown = await app.inject({
      method: 'POST',
      url: `/moderator/employers/${live.id}/reinstate`,
      headers: { cookie: moderator.cookie },
      payload: { reason: 'No such employer.' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes one of two decisions made at once, and warns the applicants once', async () => {
    const me = await employer('Twice Removed');
    const live = await createListing(app.db, { employerId: me.id, title: 'Flyer crew' });
    const applicant = await createStudent(app.db);
    await createApplication(app, { listingId: live.id, studentId: applicant.id });
    await report(live.id, (await student()).cookie);
    const answers = await Promise.all([
      decide(live.id, 'remove', 'Asks for money.'),
      decide(live.id, 'approve', 'Looks fine.'),
      decide(live.id, 'remove', 'Asks for money.'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      answers[1]?.statusCode === 200 ? 2 : 1,
    );
    const kept = await queryRows<{ decision: string }>(
      app.db,
      sql`select decision from moderation_decisions where listing_id = ${live.id}::uuid`,
    );
    // An approval that came first dismissed the report; a removal after it still applies. Never
    // two removals, and never an approval once the listing is removed.
    expect(kept.filter((row) => row.decision === 'remove')).toHaveLength(1);
    expect(await mailer.to(applicant.email)).toHaveLength(1);

    // Two dismissals at once: the second finds the reports closed by the first.
    const other = await createListing(app.db, { employerId: me.id, title: 'Door staff' });
    await report(other.id, (await student()).cookie);
    const dismissals = await Promise.all([
      decide(other.id, 'approve', 'Fine.'),
      decide(other.id, 'approve', 'Fine.'),
    ]);
    expect(dismissals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('dismisses the reports of a live listing that is fine, leaving it live', async () => {
    const me = await employer();
    const live = await createListing(app.db, { employerId: me.id, title: 'Dog walker' });
    await report(live.id, (await student()).cookie, 'misleading', 'Pay seems low.');
    const dismissed = await decide(live.id, 'approve', 'Pay is above the award.');
    expect(dismissed.json()).toEqual({ status: 'posted' });
    expect(await queue('reported')).not.toContainEqual(expect.objectContaining({ id: live.id }));
    expect(await mailer.to(me.email)).toEqual([]);
    expect(await browseIds()).toContain(live.id);
    // Reports found groundless do not hold the employer's next listing.
    const next = await post(me.cookie, listing({ title: 'Cat sitter' }));
    expect(next.json<{ status: string }>().status).toBe('posted');
  });

  it('refuses students and employers on the moderator’s calls', async () => {
    for (const cookie of [(await student()).cookie, (await employer()).cookie]) {
      const response = await app.inject({
        method: 'GET',
        url: '/moderator/listings?status=pending',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  describe('posting limits', () => {
    it('refuses a new employer past their hourly limit with 429, storing nothing', async () => {
      const me = await employer();
      const { perHour } = app.postingLimits.newEmployer;
      const answers = await Promise.all(
        Array.from({ length: perHour + 3 }, (_, i) =>
          post(me.cookie, listing({ title: `Shift ${i}` })),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(perHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused?.json()).toEqual({ detail: postingLimitMessages.perHour(perHour) });
      expect(refused?.headers['retry-after']).toBe('3600');
      const [count] = await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from listings where employer_id = ${me.id}::uuid`,
      );
      expect(count?.n).toBe(perHour);
    });

    it('gives an established employer more, and caps their open listings', async () => {
      const me = await employer();
      await app.db.execute(
        sql`update users set created_at = ${new Date(clock.now().getTime() - 30 * 86_400_000).toISOString()}::timestamptz
          where id = ${me.id}::uuid`,
      );
      const { established, newEmployer } = app.postingLimits;
      for (let i = 0; i < newEmployer.perHour + 1; i += 1)
        expect((await post(me.cookie, listing({ title: `Shift ${i}` }))).statusCode).toBe(201);
      // Open listings: filled up directly, then one more is refused.
      for (let i = newEmployer.perHour + 1; i < established.open; i += 1)
        await createListing(app.db, {
          employerId: me.id,
          title: `Old ${i}`,
          createdAt: new Date(clock.now().getTime() - 3 * 86_400_000),
        });
      const refused = await post(me.cookie, listing());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: postingLimitMessages.open(established.open) });
      const suspendedFlag = await app.db
        .select({ at: employers.postingSuspendedAt })
        .from(employers)
        .where(eq(employers.userId, me.id));
      expect(suspendedFlag).toEqual([{ at: null }]);
      expect(
        await app.db
          .select({ id: listings.id })
          .from(listings)
          .where(eq(listings.employerId, me.id)),
      ).toHaveLength(established.open);
    });
  });
});
