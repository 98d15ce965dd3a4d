// A listing's capacity. applications_count holds one slot per application that is not withdrawn,
// a pending upload included (status.ts says which states hold one). Slots are taken and given back
// only here, each by one statement inside the caller's transaction, so the count never drifts from
// the applications and concurrent applies cannot overfill a listing.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { listings } from '../db/schema';

/** The listing columns the rules read: of the table itself, or of an alias such as `l`. */
export type ListingColumns = Record<
  'status' | 'expiryDate' | 'applicationsCount' | 'maxApplications',
  AnyPgColumn
>;

/**
 * Still visible: every listing but a removed one. Its job page answers, and an apply to it is
 * judged (open or not) rather than answered 404.
 */
export const visibleListing = (l: ListingColumns): SQL => sql`${l.status} <> 'removed'`;

/** Not past its expiry date; `today` is the market's date (Sydney). */
export const notExpired = (l: ListingColumns, today: string): SQL =>
  sql`${l.expiryDate} >= ${today}::date`;

/** Fewer applications than its cap. */
export const hasRoom = (l: ListingColumns): SQL =>
  sql`${l.applicationsCount} < ${l.maxApplications}`;

/**
 * A listing takes applications: posted, not past its expiry date, not full. Browse shows exactly
 * these, and an apply takes a slot only of one of these.
 */
export const openListing = (l: ListingColumns, today: string): SQL =>
  sql`${l.status} = 'posted' and ${notExpired(l, today)} and ${hasRoom(l)}`;

/**
 * Takes one slot of the listing if it is open; false otherwise. One conditional UPDATE, so of two
 * concurrent applies for the last slot one wins; the caller's transaction gives it back if what
 * follows (the application's insert) fails.
 */
export async function takeSlot(tx: Database, listingId: string, today: string): Promise<boolean> {
  const taken = await tx
    .update(listings)
    .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
    .where(and(eq(listings.id, listingId), openListing(listings, today)))
    .returning({ id: listings.id });
  return taken.length > 0;
}

/**
 * A statement for a `with` clause that gives back one slot per row of `freed` (a query of
 * listing_id). Grouped, because an UPDATE … FROM joined to several rows of one listing would
 * apply only one of them.
 */
export function releaseSlots(freed: SQL): SQL {
  return sql`update listings l set applications_count = l.applications_count - c.n
    from (select listing_id, count(*)::int as n from (${freed}) f group by listing_id) c
    where l.id = c.listing_id`;
}
