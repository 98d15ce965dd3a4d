// A business profile edited after its listings went live is checked again: words with a scam
// signal in the business name or description send the employer's live listings back to review
// (the save still succeeds) and hold their new listings while the profile shows them; an honest
// edit holds nothing, and words a moderator already saw are not checked again.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationListingResponse } from 'api-contract';
import { listingHolds, listings } from '../../src/db/schema';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  listingBody,
  OPEN_EXPIRY,
  sessionCookie,
} from './fixtures';

const OFF_SITE = 'Family cafe in Newtown. To start, message us on WhatsApp.';

describe.each(engines)('the business profile checked again (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  let moderatorCookie: string;
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
  });
  afterAll(() => app.close());

  async function employerWithLiveListings(name = 'Harbour Lane Cafe') {
    const id = await createEmployer(app.db, name);
    const first = await createListing(app.db, { employerId: id });
    const second = await createListing(app.db, { employerId: id, title: 'Waiter' });
    return { id, cookie: await sessionCookie(app, id), listings: [first.id, second.id] };
  }
  const save = (cookie: string, body: object) =>
    app.inject({ method: 'PUT', url: '/employer/profile', headers: { cookie }, payload: body });
  const statusOf = async (id: string) =>
    (await app.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.s;
  const reasonsOf = async (id: string) =>
    (await app.db.select().from(listingHolds).where(eq(listingHolds.listingId, id)))[0]?.reasons;
  const browseIds = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/system/jobs/by-category?category_code=HOSP&limit=50',
      })
    )
      .json<{ jobs: { id: string }[] }>()
      .jobs.map((job) => job.id);
  const post = (cookie: string, title: string) =>
    app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: { ...listingBody({}, OPEN_EXPIRY), title },
    });

  it('holds nothing for an honest edit', async () => {
    const me = await employerWithLiveListings();
    const saved = await save(me.cookie, {
      business_name: 'Harbour Lane Cafe & Bakery',
      description:
        'Family cafe since 1990: a friendly team, weekend shifts, award wages paid weekly.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const id of me.listings) {
      expect(await statusOf(id)).toBe('posted');
      expect(await reasonsOf(id)).toBeUndefined();
    }
    expect((await post(me.cookie, 'Barista')).json()).toMatchObject({ status: 'posted' });
  });

  it('sends the live listings back to review when the description shows a signal, and holds new ones', async () => {
    const me = await employerWithLiveListings();
    const saved = await save(me.cookie, {
      business_name: 'Harbour Lane Cafe',
      description: OFF_SITE,
    });
    // The save succeeds: a signal holds, it never refuses.
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ok: true });
    const reason = {
      code: 'business_off_platform_contact',
      kind: 'business_text',
      label:
        'Business profile: Moves contact off the site: WhatsApp, Telegram, Signal, a chat link and the like',
      excerpt: 'WhatsApp',
    };
    for (const id of me.listings) {
      expect(await statusOf(id)).toBe('pending');
      expect(await reasonsOf(id)).toEqual([reason]);
    }
    const browse = await browseIds();
    expect(browse).not.toContain(me.listings[0]);
    expect(browse).not.toContain(me.listings[1]);

    // A new listing waits too, while the profile shows the signal.
    const next = await post(me.cookie, 'Kitchen hand');
    expect(next.json()).toMatchObject({ status: 'pending' });
    const { id } = next.json<{ id: string }>();
    const review = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${id}`,
      headers: { cookie: moderatorCookie },
    });
    expect(review.json<ModerationListingResponse>().reasons).toEqual([reason]);

    // The signal gone, new listings go live again; those held wait for a moderator's decision.
    await save(me.cookie, { business_name: 'Harbour Lane Cafe', description: 'Family cafe.' });
    expect((await post(me.cookie, 'Dishwasher')).json()).toMatchObject({ status: 'posted' });
    expect(await statusOf(me.listings[0] ?? '')).toBe('pending');
  });

  it('checks the business name too', async () => {
    const me = await employerWithLiveListings();
    await save(me.cookie, { business_name: 'Cafe jobs - Telegram @harbourjobs', description: '' });
    expect(await reasonsOf(me.listings[0] ?? '')).toEqual([
      expect.objectContaining({ code: 'business_off_platform_contact', excerpt: 'Telegram' }),
    ]);
  });

  it('does not hold again for words a moderator already saw', async () => {
    const me = await employerWithLiveListings();
    await save(me.cookie, { business_name: 'Harbour Lane Cafe', description: OFF_SITE });
    const [first] = me.listings;
    const approved = await app.inject({
      method: 'POST',
      url: `/moderator/listings/${first}/decision`,
      headers: { cookie: moderatorCookie },
      payload: { decision: 'approve', reason: 'Their WhatsApp is for shift swaps; fine.' },
    });
    expect(approved.json()).toEqual({ status: 'posted' });
    // Saved again with the same words (an ABN added, say): the listing stays live.
    const again = await save(me.cookie, {
      business_name: 'Harbour Lane Cafe',
      description: OFF_SITE,
      abn: '51 824 753 556',
    });
    expect(again.statusCode).toBe(200);
    expect(await statusOf(first ?? '')).toBe('posted');
    // Without an ABR key the moderator sees the ABN, and that the register was not asked.
    const review = await app.inject({
      method: 'GET',
      url: `/moderator/listings/${first}`,
      headers: { cookie: moderatorCookie },
    });
    expect(review.json()).toMatchObject({ abn: '51824753556', abn_register: null });
    expect(app.scheduledTasks().map((task) => task.name)).not.toContain('abn-check');
  });
});
