// Saved jobs (issue 18): PUT and DELETE /student/saved-jobs/{id}, the profile's list and the ids
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
import { listings } from '../db/schema';
import { createdAtText } from '../listings/browse';
import { listedAvailability } from '../listings/listing-detail';
import { heldSlots, visibleListing, type MarketNow } from '../listings/capacity';
import { payJson } from '../listings/pay-sql';
import { HttpError } from '../plugins/http/http-error';

/** The listings of the statements below, as their text names them. */
const l = alias(listings, 'l');

/**
 * Saves a listing that is not removed. The student's row is locked first, so two saves at once
 * cannot both pass the count and go over SAVED_JOBS_MAX.
 */
export async function saveJob(
  db: Database,
  input: { studentId: string; listingId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.studentId}::uuid for update`);
    const [state] = await queryRows<{ listed: boolean; saved: boolean; count: number }>(
      tx,
      sql`select
          exists (select 1 from ${listings} where ${listings.id} = ${input.listingId}::uuid
            and ${visibleListing(listings)}) as listed,
          exists (select 1 from saved_jobs where user_id = ${input.studentId}::uuid
            and listing_id = ${input.listingId}::uuid) as saved,
          (select count(*)::int from saved_jobs where user_id = ${input.studentId}::uuid) as count`,
    );
    if (!state?.listed) throw new HttpError(404, savedJobMessages.notFound);
    if (state.saved) return;
    if (state.count >= SAVED_JOBS_MAX) throw new HttpError(409, savedJobMessages.tooMany);
    await tx.execute(
      sql`insert into saved_jobs (user_id, listing_id, created_at)
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
    sql`delete from saved_jobs
      where user_id = ${input.studentId}::uuid and listing_id = ${input.listingId}::uuid`,
  );
}

export async function savedJobIds(db: Database, studentId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select listing_id as id from saved_jobs where user_id = ${studentId}::uuid
      order by created_at desc, listing_id desc`,
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
      ? sql`and (s.created_at, s.listing_id) < (${query.before_created_at}::timestamptz, ${query.before_id}::uuid)`
      : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select l.id, ${createdAtText(sql`s.created_at`)} as created_at, l.title, e.business_name,
        l.location, l.expiry_date::text as expiry, ${payJson} as pay, l.status,
        ${heldSlots(l, at.now)} as applications_count, l.max_applications
      from (
        select s.listing_id, s.created_at from saved_jobs s
        where s.user_id = ${studentId}::uuid ${cursor}
        order by s.created_at desc, s.listing_id desc
        limit ${query.limit}
      ) s
      join listings l on l.id = s.listing_id
      join employers e on e.user_id = l.employer_id
      order by s.created_at desc, s.listing_id desc`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from saved_jobs where user_id = ${studentId}::uuid`,
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
