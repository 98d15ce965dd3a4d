// An employer held back by our checks is told the true kind of reason (never the words that
// tripped a check), and can ask a person to look again; the request waits in the moderators'
// queue until a moderator decides on the listing, reinstates the employer or answers it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reviewRequestMessages,
  type ModerationListingResponse,
  type ModerationQueueResponse,
  type ReviewRequestsResponse,
  type ReviewStatusResponse,
} from 'api-contract';
import { queryRows } from '../../src/db/client';
import { listingHolds } from '../../src/db/schema';
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

const SCAM = 'Message me on WhatsApp to start, there is a small registration fee.';

describe.each(engines)('reasons and requests for a review (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  let moderatorCookie: string;

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer });
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
  });
  afterAll(() => app.close());

  async function employer() {
    const id = await createEmployer(app.db, 'Corner Deli');
    const [user] = await queryRows<{ email: string }>(
      app.db,
      sql`select email from users where id = ${id}::uuid`,
    );
    return { id, email: user?.email ?? '', cookie: await sessionCookie(app, id) };
  }

  const post = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: {
        title: 'Deli hand',
        category_code: 'HOSP',
        short_preview: 'Slice and serve',
        description: 'Serve customers at the deli counter.',
        location: 'Newtown NSW 2042',
        latitude: -33.8978,
        longitude: 151.1795,
        expiry_date: '2026-12-31',
        max_applications: 5,
        questions: [],
        pay: TEST_PAY,
        ...overrides,
      },
    });

  const status = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/employer/review-status',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewStatusResponse>();
  };

  const ask = (cookie: string, listingId: string | null, message = 'Please look again.') =>
    app.inject({
      method: 'POST',
      url: '/employer/review-requests',
      headers: { cookie },
      payload: { listing_id: listingId, message },
    });

  const decide = (id: string, decision: string) =>
    app.inject({
      method: 'POST',
      url: `/moderator/listings/${id}/decision`,
      headers: { cookie: moderatorCookie },
      payload: { decision, reason: 'Checked by our team.' },
    });

  async function requests() {
    const response = await app.inject({
      method: 'GET',
      url: '/moderator/review-requests',
      headers: { cookie: moderatorCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewRequestsResponse>().requests;
  }

  it('tells an employer the kind of reason a listing was held for, never the words', async () => {
    const me = await employer();
    const held = await post(me.cookie, { description: SCAM });
    expect(held.json()).toMatchObject({ status: 'pending', review_reasons: ['listing_text'] });
    const body = await status(me.cookie);
    expect(body.held).toEqual([
      {
        id: held.json<{ id: string }>().id,
        title: 'Deli hand',
        held_at: expect.any(String) as string,
        reasons: ['listing_text'],
        review_requested_at: null,
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/whatsapp|registration fee/i);
    expect(body.posting).toEqual({ paused: false, review_requested_at: null, reason: null });
  });

  it('says "reports" for a listing students took down, and a clean listing posts meanwhile', async () => {
    const me = await employer();
    const live = await createListing(app.db, { employerId: me.id, title: 'Sandwich maker' });
    for (let i = 0; i < 3; i += 1) {
      const reporter = await createStudent(app.db);
      await verifyStudent(app.db, reporter.id, clock.now());
      await app.inject({
        method: 'POST',
        url: `/student/jobs/${live.id}/report`,
        headers: { cookie: await sessionCookie(app, reporter.id) },
        payload: { reason: 'scam', details: '' },
      });
    }
    expect((await status(me.cookie)).held).toMatchObject([{ id: live.id, reasons: ['reports'] }]);
    // Posting again while that waits: live at once, with no word of money or contact.
    const again = await post(me.cookie, { title: 'Sandwich maker' });
    expect(again.json()).toEqual({ id: expect.any(String) as string, status: 'posted' });
  });

  it('takes one request per held listing into the moderators’ queue, closed by the decision', async () => {
    const me = await employer();
    const { id } = (await post(me.cookie, { description: SCAM })).json<{ id: string }>();
    const asked = await ask(me.cookie, id, 'The fee is for a police check we pay back.');
    expect(asked.statusCode, asked.body).toBe(201);
    const twice = await ask(me.cookie, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: reviewRequestMessages.alreadyAsked });
    expect((await status(me.cookie)).held[0]?.review_requested_at).toEqual(expect.any(String));

    const open = (await requests()).find((request) => request.listing?.id === id);
    expect(open).toMatchObject({
      message: 'The fee is for a police check we pay back.',
      listing: { id, title: 'Deli hand', status: 'pending' },
      employer: { employer_id: me.id, business_name: 'Corner Deli' },
    });
    const queue = await app.inject({
      method: 'GET',
      url: '/moderator/listings?status=pending',
      headers: { cookie: moderatorCookie },
    });
    expect(
      queue.json<ModerationQueueResponse>().listings.find((item) => item.id === id),
    ).toMatchObject({ review_requested: true });
    const detail = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${id}`,
      headers: { cookie: moderatorCookie },
    });
    expect(detail.json<ModerationListingResponse>().review_request).toMatchObject({
      message: 'The fee is for a police check we pay back.',
    });

    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await requests()).find((request) => request.listing?.id === id)).toBeUndefined();
    expect((await status(me.cookie)).held).toEqual([]);
  });

  it('refuses a request about a listing that is not held, or not the employer’s', async () => {
    const me = await employer();
    const live = (await post(me.cookie)).json<{ id: string }>();
    const notHeld = await ask(me.cookie, live.id);
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json()).toEqual({ detail: reviewRequestMessages.notHeld });
    const someoneElse = await employer();
    const held = (await post(someoneElse.cookie, { description: SCAM })).json<{ id: string }>();
    const foreign = await ask(me.cookie, held.id);
    expect(foreign.statusCode).toBe(404);
    const blank = await ask(me.cookie, held.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await ask(me.cookie, null)).json()).toEqual({
      detail: reviewRequestMessages.notPaused,
    });
  });

  it('lets a paused employer ask, and mails them the moderator’s written answer', async () => {
    const me = await employer();
    const live = await createListing(app.db, { employerId: me.id, title: 'Delivery rider' });
    await app.inject({
      method: 'POST',
      url: `/student/jobs/${live.id}/report`,
      headers: { cookie: await sessionCookie(app, (await createStudent(app.db)).id) },
      payload: { reason: 'scam', details: '' },
    });
    expect((await decide(live.id, 'remove')).statusCode).toBe(200);
    expect((await status(me.cookie)).posting).toEqual({
      paused: true,
      review_requested_at: null,
      // The removal that paused it, in kind: the listing was reported.
      reason: { listing_title: 'Delivery rider', kind: 'reports' },
    });

    expect(
      (await ask(me.cookie, null, 'That listing was posted by a former manager.')).statusCode,
    ).toBe(201);
    const open = (await requests()).find(
      (request) => request.listing === null && request.employer.employer_id === me.id,
    );
    expect(open).toMatchObject({ employer: { posting_suspended: true } });
    if (!open) throw new Error('no request');
    const answer = (reason: string, cookie = moderatorCookie) =>
      app.inject({
        method: 'POST',
        url: `/moderator/review-requests/${open.id}/answer`,
        headers: { cookie },
        payload: { reason },
      });
    expect((await answer('No.', me.cookie)).statusCode).toBe(403);
    const answered = await answer('We need to see an ABN before posting opens again.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await answer('Again.')).json()).toEqual({ detail: reviewRequestMessages.answered });
    const told = (await mailer.to(me.email)).find(
      (mail) => mail.subject === 'Our team looked at your paused posting',
    );
    expect(told?.text).toContain('Their answer: We need to see an ABN before posting opens again.');
    expect((await status(me.cookie)).posting).toEqual({
      paused: true,
      review_requested_at: null,
      // The removal that paused it, in kind: the listing was reported.
      reason: { listing_title: 'Delivery rider', kind: 'reports' },
    });
  });

  it('says why each removed listing is: deleted by its employer, or our team and the kind', async () => {
    const me = await employer();
    // Held for its pay (as the posting check would hold it), then rejected.
    const { id: heldId } = await createListing(app.db, { employerId: me.id, status: 'pending' });
    await app.db.insert(listingHolds).values({
      listingId: heldId,
      heldAt: clock.now(),
      reasons: [{ code: 'pay_far_above_usual', kind: 'pay', label: 'Pay', excerpt: null }],
    });
    const mine = await createListing(app.db, { employerId: me.id, title: 'Till operator' });
    const live = await createListing(app.db, { employerId: me.id, title: 'Sandwich maker' });
    expect((await decide(heldId, 'reject')).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${mine.id}`,
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = await app.inject({
      method: 'GET',
      url: '/employer/listings?limit=10',
      headers: { cookie: me.cookie },
    });
    const removal = Object.fromEntries(
      page
        .json<{ listings: { id: string; removal: string | null }[] }>()
        .listings.map((listing) => [listing.id, listing.removal]),
    );
    expect(removal).toEqual({ [heldId]: 'pay', [mine.id]: 'by_you', [live.id]: null });
    // A rejection does not pause posting; only a removal does.
    expect((await status(me.cookie)).posting.paused).toBe(false);
  });
});
