// One open-listing rule: browse shows, apply takes a slot of, and the employer's list calls posted
// exactly the same listings; a slot is taken only while there is room and given back per row.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { listings } from '../../src/db/schema';
import { browseListings } from '../../src/listings/browse';
import { releaseSlots, takeSlot } from '../../src/listings/capacity';
import { listEmployerListings } from '../../src/listings/employer-listings';
import { engines, openTestDatabase } from '../helper';
import { createEmployer, createListing, TODAY, type ListingInput } from './fixtures';

/** A listing of each kind; only `open` takes applications. */
const KINDS: Record<string, Omit<ListingInput, 'employerId'>> = {
  open: {},
  lastSlot: { maxApplications: 3, applicationsCount: 2 },
  expiresToday: { expiryDate: TODAY },
  full: { maxApplications: 2, applicationsCount: 2 },
  expired: { expiryDate: '2026-03-01' },
  expiredStatus: { status: 'expired' },
  closed: { status: 'closed' },
  pending: { status: 'pending' },
  removed: { status: 'removed' },
};
const OPEN = ['open', 'lastSlot', 'expiresToday'];
/** The market's date and the app's clock the rules are read at. */
const AT = { today: TODAY, now: new Date(`${TODAY}T09:00:00.000Z`) };

describe.each(engines)('listing capacity (%s)', (engine) => {
  let handle: DatabaseHandle;
  let employerId: string;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    employerId = await createEmployer(handle.db);
    for (const [kind, input] of Object.entries(KINDS)) {
      const { id } = await createListing(handle.db, {
        employerId,
        category: 'OTHR',
        title: kind,
        ...input,
      });
      ids.set(id, kind);
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  const count = async (id: string) =>
    (
      await handle.db
        .select({ n: listings.applicationsCount })
        .from(listings)
        .where(eq(listings.id, id))
    )[0]?.n;

  it('is one rule for browse, the employer list and apply', async () => {
    const page = await browseListings(handle.db, { category_code: 'OTHR', limit: 20 }, AT);
    expect(page.jobs.map((job) => ids.get(job.id)).sort()).toEqual([...OPEN].sort());

    const own = await listEmployerListings(handle.db, employerId, { limit: 20 }, TODAY);
    const posted = own.listings.filter((listing) => listing.status === 'posted');
    expect(posted.map((listing) => ids.get(listing.id)).sort()).toEqual([...OPEN].sort());

    const taken: string[] = [];
    for (const [id, kind] of ids) {
      const before = await count(id);
      const took = await takeSlot(handle.db, id, TODAY);
      expect(await count(id)).toBe((before ?? 0) + (took ? 1 : 0));
      if (took) taken.push(kind);
    }
    expect(taken.sort()).toEqual([...OPEN].sort());
  });

  it('takes no slot past the cap', async () => {
    const { id } = await createListing(handle.db, { employerId, maxApplications: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => handle.db.transaction((tx) => takeSlot(tx, id, TODAY))),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await count(id)).toBe(2);
  });

  it('gives back one slot per freed row, several of one listing included', async () => {
    const a = (await createListing(handle.db, { employerId, applicationsCount: 5 })).id;
    const b = (await createListing(handle.db, { employerId, applicationsCount: 5 })).id;
    const freed = sql`select * from (values (${a}::uuid), (${a}::uuid), (${a}::uuid), (${b}::uuid)) v(listing_id)`;
    await queryRows(handle.db, sql`with released as (${releaseSlots(freed)}) select 1 as done`);
    expect([await count(a), await count(b)]).toEqual([2, 4]);
  });
});
