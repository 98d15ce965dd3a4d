// holdLiveListings: an employer's live listings (posted, not past their expiry date) go back to
// review with the reasons given, each with a hold row (an existing one keeps its date and takes
// the reasons in); their other listings, and other employers' listings, are left as they are.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldReason } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHolds, listings } from '../../src/db/schema';
import { holdLiveListings, mergeReasons } from '../../src/listings/vetting/hold-live-listings';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing } from './fixtures';

const ABN: HoldReason = {
  code: 'abn_cancelled',
  kind: 'abn',
  label: 'ABN cancelled',
  excerpt: null,
};
const PAY: HoldReason = { code: 'pay_far_above_usual', label: 'Pays a lot', excerpt: null };

describe('merging hold reasons', () => {
  it('replaces a reason of the same code and keeps the others in order', () => {
    const older = { ...ABN, label: 'Older words' };
    expect(mergeReasons([PAY, older], [ABN])).toEqual([PAY, ABN]);
    expect(mergeReasons([], [ABN, PAY])).toEqual([ABN, PAY]);
  });
});

describe.each(engines)('holding live listings (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (
        await app.db
          .select({ id: listings.id, status: listings.status })
          .from(listings)
          .where(inArray(listings.id, ids))
      ).map((row) => [row.id, row.status]),
    );
  const hold = async (id: string) =>
    (await app.db.select().from(listingHolds).where(eq(listingHolds.listingId, id)))[0];

  it('holds each live listing of the employer, and nothing else', async () => {
    const employerId = await createEmployer(app.db);
    const other = await createEmployer(app.db);
    const live = await createListing(app.db, { employerId });
    const secondLive = await createListing(app.db, { employerId, title: 'Waiter' });
    // Past its last day: the expiry job closes it and tells its applicants, so it is not held.
    const pastExpiry = await createListing(app.db, { employerId, expiryDate: '2026-03-01' });
    const closed = await createListing(app.db, { employerId, status: 'closed' });
    const removed = await createListing(app.db, { employerId, status: 'removed' });
    const othersLive = await createListing(app.db, { employerId: other });
    const now = clock.now();

    const held = await app.db.transaction((tx) =>
      holdLiveListings(tx, { employerId, reasons: [ABN], now }),
    );
    expect(held.sort()).toEqual([live.id, secondLive.id].sort());
    expect(
      await statuses([live, secondLive, pastExpiry, closed, removed, othersLive].map((l) => l.id)),
    ).toEqual({
      [live.id]: 'pending',
      [secondLive.id]: 'pending',
      [pastExpiry.id]: 'posted',
      [closed.id]: 'closed',
      [removed.id]: 'removed',
      [othersLive.id]: 'posted',
    });
    expect(await hold(live.id)).toEqual({ listingId: live.id, reasons: [ABN], heldAt: now });
    expect(await hold(othersLive.id)).toBeUndefined();

    // Nothing live is left to hold; a listing held already is not held twice.
    const again = await app.db.transaction((tx) =>
      holdLiveListings(tx, { employerId, reasons: [PAY], now }),
    );
    expect(again).toEqual([]);
    expect((await hold(live.id))?.reasons).toEqual([ABN]);
  });

  it('merges its reasons into a hold row the listing already has, keeping its date', async () => {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId });
    const earlier = new Date(clock.now().getTime() - 60_000);
    await app.db
      .insert(listingHolds)
      .values({ listingId: listing.id, reasons: [PAY, { ...ABN, label: 'Old' }], heldAt: earlier });
    const held = await app.db.transaction((tx) =>
      holdLiveListings(tx, { employerId, reasons: [ABN], now: clock.now() }),
    );
    expect(held).toEqual([listing.id]);
    expect(await hold(listing.id)).toEqual({
      listingId: listing.id,
      reasons: [PAY, ABN],
      heldAt: earlier,
    });
  });

  it('holds nothing without a reason', async () => {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId });
    const held = await app.db.transaction((tx) =>
      holdLiveListings(tx, { employerId, reasons: [], now: clock.now() }),
    );
    expect(held).toEqual([]);
    expect(await statuses([listing.id])).toEqual({ [listing.id]: 'posted' });
  });
});
