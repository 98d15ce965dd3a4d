// Saved jobs: PUT and DELETE /student/saved-jobs/{id}, the profile's list and the ids
// for the save toggles. A row is keyed by (student, listing), so a student only ever reads or
// changes their own; saving twice or removing twice changes nothing.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SAVED_JOBS_MAX,
  savedJobMessages,
  type SavedJob,
  type SavedJobsResponse,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { employers, listings, savedJobs, users } from '../db/schema';
import { bareList, tableAs } from '../db/sql-names';
import { createdAtText } from '../listings/browse';
import { listedAvailability } from '../listings/listing-detail';
import { heldSlots, visibleListing, type MarketNow } from '../listings/capacity';
import { payJson } from '../listings/pay-sql';
import { HttpError } from '../plugins/http/http-error';

/** The tables of the statements below, as their text names them. */
const l = alias(listings, 'l');
const e = alias(employers, 'e');
const s = alias(savedJobs, 's');

/**
 * Saves a listing that is not removed. The student's row is locked first, so two saves at once
 * cannot both pass the count and go over SAVED_JOBS_MAX.
 */
export async function saveJob(
  db: Database,
  input: { studentId: string; listingId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${users} where ${users.id} = ${input.studentId}::uuid for update`,
    );
    const [state] = await queryRows<{ listed: boolean; saved: boolean; count: number }>(
      tx,
      sql`select
          exists (select 1 from ${listings} where ${listings.id} = ${input.listingId}::uuid
            and ${visibleListing(listings)}) as listed,
          exists (select 1 from ${savedJobs} where ${savedJobs.userId} = ${input.studentId}::uuid
            and ${savedJobs.listingId} = ${input.listingId}::uuid) as saved,
          (select count(*)::int from ${savedJobs}
            where ${savedJobs.userId} = ${input.studentId}::uuid) as count`,
    );
    if (!state?.listed) throw new HttpError(404, savedJobMessages.notFound);
    if (state.saved) return;
    if (state.count >= SAVED_JOBS_MAX) throw new HttpError(409, savedJobMessages.tooMany);
    await tx.execute(
      sql`insert into ${savedJobs} (${bareList(savedJobs.userId, savedJobs.listingId, savedJobs.createdAt)})
        values (${input.studentId}::uuid, ${input.listingId}::uuid, ${input.now.toISOString()}::timestamptz)
        on conflict do nothing`,
    );
  });
}

export async function unsaveJob(
  db: Database,
  input: { studentId: string; listingId: string },
): Promise<void> {
  await db.execute(
    sql`delete from ${savedJobs}
      where ${savedJobs.userId} = ${input.studentId}::uuid
        and ${savedJobs.listingId} = ${input.listingId}::uuid`,
  );
}

export async function savedJobIds(db: Database, studentId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${savedJobs.listingId} as id from ${savedJobs}
      where ${savedJobs.userId} = ${studentId}::uuid
      order by ${savedJobs.createdAt} desc, ${savedJobs.listingId} desc`,
  );
  return rows.map((row) => row.id);
}

interface Row extends Record<string, unknown> {
  id: string;
  created_at: string;
  title: string;
  business_name: string;
  location: string;
  expiry: string;
  pay: SavedJob['pay'];
  status: string;
  applications_count: number;
  max_applications: number;
}

/** The profile's list: most recently saved first, keyset on (saved at, listing id). */
export async function listSavedJobs(
  db: Database,
  studentId: string,
  query: { limit: number; before_created_at?: string; before_id?: string },
  at: MarketNow,
): Promise<SavedJobsResponse> {
  const cursor =
    query.before_created_at !== undefined && query.before_id !== undefined
      ? sql`and (${s.createdAt}, ${s.listingId}) < (${query.before_created_at}::timestamptz, ${query.before_id}::uuid)`
      : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select ${l.id}, ${createdAtText(sql`${s.createdAt}`)} as created_at, ${l.title},
        ${e.businessName}, ${l.location}, ${l.expiryDate}::text as expiry, ${payJson(l)} as pay,
        ${l.status}, ${heldSlots(l, at.now)} as applications_count, ${l.maxApplications}
      from (
        select ${s.listingId}, ${s.createdAt} from ${tableAs(s)}
        where ${s.userId} = ${studentId}::uuid ${cursor}
        order by ${s.createdAt} desc, ${s.listingId} desc
        limit ${query.limit}
      ) s
      join ${tableAs(l)} on ${l.id} = ${s.listingId}
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      order by ${s.createdAt} desc, ${s.listingId} desc`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${savedJobs} where ${savedJobs.userId} = ${studentId}::uuid`,
  );
  return {
    saved_jobs: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      title: row.title,
      business_name: row.business_name,
      location: row.location,
      expiry: row.expiry,
      pay: row.pay,
      availability: listedAvailability(
        {
          status: row.status,
          expiry_date: row.expiry,
          submitted_count: row.applications_count,
          max_applications: row.max_applications,
        },
        at.today,
      ),
    })),
    total_saved: total?.n ?? 0,
  };
}
