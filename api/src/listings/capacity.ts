// A listing's capacity. applications_count holds one slot per application that is not withdrawn,
// a pending upload included (status.ts says which states hold one). Slots are taken and given back
// only here, each by one statement inside the caller's transaction, so the count never drifts from
// the applications and concurrent applies cannot overfill a listing (its check constraint refuses a
// count above the cap).
//
// A pending application holds its slot only while its upload form is valid: after that its resume
// can no longer arrive. Its row is counted until it is removed (by the next apply to its listing,
// or by the sweep), so every rule read for people leaves out the expired ones, and no listing looks
// full or closed, to anyone, because of uploads that can no longer happen.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { applications, listings, resumes } from '../db/schema';
import { bare, tableAs } from '../db/sql-names';
import { addMs } from '../plugins/time/clock';
import { marketToday } from '../plugins/time/dates';
import { UPLOAD_TTL_MS } from '../storage/driver';

/** The listing columns the rules read: of the table itself, or of an alias such as `l`. */
export type ListingColumns = Record<
  'id' | 'status' | 'expiryDate' | 'applicationsCount' | 'maxApplications',
  AnyPgColumn
>;

/** The applications, resumes and (in releaseSlots) listings of the statements below. */
const p = alias(applications, 'p');
const r = alias(resumes, 'r');
const updated = alias(listings, 'l');

/** When the rules are read: the market's date (Sydney) and the app's clock. */
export interface MarketNow {
  today: string;
  now: Date;
}

export const marketNow = (now: Date): MarketNow => ({ today: marketToday(now), now });

/** A pending application created at or before this instant has an expired upload form. */
export const uploadFormsExpiredBy = (now: Date): Date => addMs(now, -UPLOAD_TTL_MS);

/**
 * Still visible: every listing but a removed one or one held for review (pending). Its
 * job page answers, and an apply to it is judged (open or not) rather than answered 404.
 */
export const visibleListing = (l: ListingColumns): SQL =>
  sql`${l.status} not in ('removed', 'pending')`;

/** Not past its expiry date; `today` is the market's date (Sydney). */
export const notExpired = (l: ListingColumns, today: string): SQL =>
  sql`${l.expiryDate} >= ${today}::date`;

/** Past its expiry date: the expiry job closes these (expiry-job.ts). */
export const pastExpiry = (l: ListingColumns, today: string): SQL =>
  sql`${l.expiryDate} < ${today}::date`;

/** As its employer posted it: neither removed nor closed. */
export const postedListing = (l: ListingColumns): SQL => sql`${l.status} = 'posted'`;

/**
 * Posted and not past its expiry date: it takes applications whenever it has a free slot. Job
 * alerts match these (a full one may reopen); openListing adds the room.
 */
export const liveListing = (l: ListingColumns, today: string): SQL =>
  sql`${postedListing(l)} and ${notExpired(l, today)}`;

/**
 * The listing of every pending application whose upload form has expired at `now`, once per
 * application. An uncorrelated sub-select, so it runs once per statement (an InitPlan) through the
 * index of pending resumes (migration 0008): a rule that subtracts these costs each listing an
 * array search, where a subquery per listing would also make the planner cost every scanned
 * listing as a join (enough to send a search's statements through JIT compilation).
 */
const expiredHolds = (now: Date): SQL =>
  sql`(select coalesce(array_agg(${p.listingId}), '{}'::uuid[])
    from ${tableAs(r)} join ${tableAs(p)} on ${p.id} = ${r.applicationId}
    where ${r.storedAt} is null
      and ${p.createdAt} <= ${uploadFormsExpiredBy(now).toISOString()}::timestamptz)`;

/** Slots held at `now`: the count without pending applications whose upload form has expired. */
export const heldSlots = (l: ListingColumns, now: Date): SQL =>
  sql`(${l.applicationsCount} - cardinality(array_positions(${expiredHolds(now)}, ${l.id})))`;

/**
 * Slots of submitted applications (resume stored, not withdrawn): what the employer is shown and
 * what "filled" means. A pending application is not an application yet.
 */
export const submittedSlots = (l: ListingColumns): SQL =>
  sql`(${l.applicationsCount} - (select count(*)::int from ${tableAs(p)}
    join ${tableAs(r)} on ${r.applicationId} = ${p.id}
    where ${p.listingId} = ${l.id} and ${r.storedAt} is null))`;

/**
 * Fewer slots held at `now` than its cap. The count alone answers for a listing with room; only a
 * full one is looked up among the expired holds (CASE keeps that order, and a statement that meets
 * no full listing never reads them).
 */
export const hasRoom = (l: ListingColumns, now: Date): SQL =>
  sql`(case when ${l.applicationsCount} < ${l.maxApplications} then true
    else ${heldSlots(l, now)} < ${l.maxApplications} end)`;

/**
 * A listing takes applications: posted, not past its expiry date, not full. Browse shows exactly
 * these, and an apply to one of these takes a slot (after removing its expired applications).
 */
export const openListing = (l: ListingColumns, at: MarketNow): SQL =>
  sql`${liveListing(l, at.today)} and ${hasRoom(l, at.now)}`;

/**
 * Takes one slot of the listing if it is open, locking its row; null otherwise. Gives the listing's
 * version the application is made under. The caller has removed the listing's
 * pending applications with expired forms first (applications/apply.ts), so the count alone is the
 * slots held. One conditional UPDATE, so of two concurrent applies for the last slot one wins; the
 * caller's transaction gives it back if what follows (the application's insert) fails.
 */
export async function takeSlot(
  tx: Database,
  listingId: string,
  today: string,
): Promise<{ version: number } | null> {
  const taken = await tx
    .update(listings)
    .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
    .where(
      and(
        eq(listings.id, listingId),
        liveListing(listings, today),
        sql`${listings.applicationsCount} < ${listings.maxApplications}`,
      ),
    )
    .returning({ version: listings.version });
  return taken[0] ?? null;
}

/**
 * A statement for a `with` clause that gives back one slot per row of `freed` (a query of
 * listing_id). Grouped, because an UPDATE … FROM joined to several rows of one listing would
 * apply only one of them.
 */
export function releaseSlots(freed: SQL): SQL {
  return sql`update ${tableAs(updated)}
    set ${bare(updated.applicationsCount)} = ${updated.applicationsCount} - c.n
    from (select f.listing_id, count(*)::int as n from (${freed}) f group by f.listing_id) c
    where ${updated.id} = c.listing_id`;
}
