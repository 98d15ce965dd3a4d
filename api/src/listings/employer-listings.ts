// The employer's own listings (GET /employer/listings): newest first, keyset-paginated on
// (created_at, id), each with the status its life gives it and its applications per stage
// (stage-counts.ts, one grouped statement per page).
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  EmployerListing,
  EmployerListingsQuery,
  EmployerListingsResponse,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { listings as listingsTable, moderationDecisions } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { createdAtText } from './browse';
import { notExpired, submittedSlots } from './capacity';
import { payJson } from './pay-sql';
import { stageCountsOf } from './stage-counts';

/** The listings of the statements below, as their text names them. */
const l = alias(listingsTable, 'l');

/**
 * The status a listing shows (ARCHITECTURE.md): removed stays removed and one its employer closed
 * stays closed; otherwise past its expiry
 * date (Sydney) it is expired, else full of submitted applications it is closed, else its stored
 * status (posted, pending). Derived rather than stored, so a withdrawal that frees a slot reopens a
 * full listing by itself. Built from the capacity rules; a listing whose last slots are held by
 * uploads still under way shows posted, as those may never arrive: the employer never sees a
 * listing closed by applications that were never submitted.
 */
export function listingStatusSql(today: string): SQL {
  return sql`case
    when ${l.status} in ('removed', 'closed') then ${l.status}
    when ${l.status} = 'expired' or not (${notExpired(l, today)}) then 'expired'
    when ${submittedSlots(l)} >= ${l.maxApplications} then 'closed'
    else ${l.status} end`;
}

/**
 * Why a removed listing is (null for any other): our team's latest removal or rejection of it, in
 * kind ('review' for one kept before kinds were), else its employer's own deletion.
 */
const removalSql = sql`case when ${l.status} = 'removed' then coalesce(
    (select coalesce(${moderationDecisions.reasonKind}, 'review') from ${moderationDecisions}
      where ${moderationDecisions.listingId} = ${l.id}
        and ${moderationDecisions.decision} in ('remove', 'reject')
      order by ${moderationDecisions.decidedAt} desc limit 1),
    'by_you') end`;

export async function listEmployerListings(
  db: Database,
  employerId: string,
  query: EmployerListingsQuery,
  today: string,
): Promise<EmployerListingsResponse> {
  const cursor =
    query.before_created_at !== undefined && query.before_id !== undefined
      ? sql`and (${l.createdAt}, ${l.id}) < (${query.before_created_at}::timestamptz, ${query.before_id}::uuid)`
      : sql``;
  // The applications the employer can open: submitted ones, not withdrawn. A pending upload holds
  // its slot for students (capacity.ts) but is no application to count here.
  const page = await queryRows<EmployerListing & Record<string, unknown>>(
    db,
    sql`select ${l.id}, ${l.title}, ${listingStatusSql(today)} as status,
        ${l.expiryDate}::text as expiry_date, ${createdAtText(sql`${l.createdAt}`)} as created_at,
        ${submittedSlots(l)} as applications_count, ${payJson(l)} as pay,
        ${l.closeOutcome} as close_outcome, ${l.version} as version, ${removalSql} as removal
      from ${tableAs(l)}
      where ${l.employerId} = ${employerId}::uuid ${cursor}
      order by ${l.createdAt} desc, ${l.id} desc
      limit ${query.limit}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${listingsTable}
      where ${listingsTable.employerId} = ${employerId}::uuid`,
  );
  const stageCounts = await stageCountsOf(
    db,
    page.map((listing) => listing.id),
  );
  const listings = page.map((listing) => ({
    ...listing,
    stage_counts: stageCounts.get(listing.id),
  }));
  return { listings, total_listings: total?.n ?? 0 };
}
