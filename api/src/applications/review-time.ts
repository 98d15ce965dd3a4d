// "Usually reviews applications within 2 days" on the job page: the median time from
// an application to the employer's first decision on it, over the last 180 days, in whole days
// (at least 1). Nothing is claimed until there are enough decisions to say, nor for an employer
// who leaves many applications waiting: the median of the decided ones would flatter them.
//
// The figure is kept on the employer's row (employers.usual_review_days) rather than computed per
// view: the aggregate reads every application of the employer's last 180 days, far too
// much for the busiest page. A decision computes it again in its own transaction; the hourly pass
// below ages it (decisions leave the window, applications left waiting start to count against the
// claim), since it moves over days, not seconds.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { applications, awaitingDecision, employers, listings, resumes } from '../db/schema';
import { bare, tableAs } from '../db/sql-names';
import { addMs, DAY_MS } from '../plugins/time/clock';

const a = alias(applications, 'a');
const l = alias(listings, 'l');
const r = alias(resumes, 'r');

export const REVIEW_WINDOW_DAYS = 180;
/** Fewer decisions than this say too little. */
export const MIN_DECISIONS = 5;
/** An application waiting longer than this without a decision counts against the claim. */
export const LONG_WAIT_DAYS = 7;
/** A kept figure older than this is computed again by the pass. */
export const REVIEW_DAYS_MAX_AGE_MS = DAY_MS;
/** How often the pass looks for figures past REVIEW_DAYS_MAX_AGE_MS. */
export const REVIEW_DAYS_EVERY_MS = DAY_MS / 24;
/** Employers computed per statement of the pass. */
export const REVIEW_DAYS_BATCH = 200;

/**
 * Each employer of `employersIn` (a condition on an employer's id) with its review time at `now`:
 * `employer_id` and `days`, whole days or null while there is too little to say. Employers without
 * an application in the window have no row. Submitted applications only (one whose resume never
 * arrived was never there to review). Grouped, so a batch of employers is one pass.
 */
function reviewDaysOf(employersIn: (employerId: SQL) => SQL, now: Date): SQL {
  const since = addMs(now, -REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
  const longAgo = addMs(now, -LONG_WAIT_DAYS * DAY_MS).toISOString();
  return sql`select s.employer_id,
      case when s.decided < ${MIN_DECISIONS} or s.waiting_long * 4 > s.decided then null
        else greatest(1, ceil(s.median_seconds / ${DAY_MS / 1000}))::smallint end as days
    from (
      select ${l.employerId} as employer_id,
        count(*) filter (where ${a.decidedAt} is not null) as decided,
        count(*) filter (where ${a.decidedAt} is null and ${awaitingDecision(a)}
          and ${a.createdAt} < ${longAgo}::timestamptz) as waiting_long,
        percentile_cont(0.5) within group (
          order by extract(epoch from ${a.decidedAt} - ${a.createdAt})
        ) filter (where ${a.decidedAt} is not null) as median_seconds
      from ${tableAs(l)}
      join ${tableAs(a)} on ${a.listingId} = ${l.id}
      where ${employersIn(sql`${l.employerId}`)} and ${a.createdAt} >= ${since}::timestamptz
        and exists (select 1 from ${tableAs(r)}
          where ${r.applicationId} = ${a.id} and ${r.storedAt} is not null)
      group by ${l.employerId}
    ) s`;
}

/**
 * Stores the review time of the employers `batch` selects (a statement answering `employer`):
 * one statement, whose employers without applications in the window get null. Returns their ids.
 */
async function storeReviewDaysOf(db: Database, batch: SQL, now: Date): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`with batch as (${batch}),
      figures as (${reviewDaysOf((id) => sql`${id} in (select employer from batch)`, now)})
    update ${employers}
      set ${bare(employers.usualReviewDays)} = figures.days,
        ${bare(employers.reviewDaysAt)} = ${now.toISOString()}::timestamptz
      from batch left join figures on figures.employer_id = batch.employer
      where ${employers.userId} = batch.employer
      returning ${employers.userId}`,
  );
  return rows.map((row) => row.user_id);
}

/** Computes the employer's review time again (after a decision), inside the caller's transaction. */
export async function storeReviewDays(db: Database, employerId: string, now: Date): Promise<void> {
  await storeReviewDaysOf(db, sql`select ${employerId}::uuid as employer`, now);
}

/**
 * The hourly pass: computes again every figure older than REVIEW_DAYS_MAX_AGE_MS (or never
 * computed), stalest first, REVIEW_DAYS_BATCH employers a statement. Rows another replica holds
 * are skipped, not waited for. Returns how many employers it computed.
 */
export async function refreshStaleReviewDays(db: Database, now: Date): Promise<number> {
  const staleBefore = addMs(now, -REVIEW_DAYS_MAX_AGE_MS).toISOString();
  let total = 0;
  for (;;) {
    const done = await storeReviewDaysOf(
      db,
      sql`select ${employers.userId} as employer from ${employers}
        where ${employers.reviewDaysAt} is null
          or ${employers.reviewDaysAt} < ${staleBefore}::timestamptz
        order by ${employers.reviewDaysAt} asc nulls first
        limit ${REVIEW_DAYS_BATCH}
        for update skip locked`,
      now,
    );
    total += done.length;
    if (done.length < REVIEW_DAYS_BATCH) return total;
  }
}
