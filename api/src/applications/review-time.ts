// "Usually reviews applications within 2 days" on the job page (issue 17): the median time from
// an application to the employer's first decision on it, over the last 180 days, in whole days
// (at least 1). Nothing is claimed until there are enough decisions to say, nor for an employer
// who leaves many applications waiting: the median of the decided ones would flatter them.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { applications, awaitingDecision, listings, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { alias } from 'drizzle-orm/pg-core';

import { DAY_MS } from '../plugins/time/clock';

const a = alias(applications, 'a');
const l = alias(listings, 'l');
const r = alias(resumes, 'r');

export const REVIEW_WINDOW_DAYS = 180;
/** Fewer decisions than this say too little. */
export const MIN_DECISIONS = 5;
/** An application waiting longer than this without a decision counts against the claim. */
export const LONG_WAIT_DAYS = 7;

interface ReviewRow extends Record<string, unknown> {
  decided: number;
  waiting_long: number;
  median_seconds: number | string | null;
}

export async function usualReviewDays(
  db: Database,
  employerId: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
  const longAgo = new Date(now.getTime() - LONG_WAIT_DAYS * DAY_MS).toISOString();
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`select count(*) filter (where ${a.decidedAt} is not null)::int as decided,
        count(*) filter (where ${a.decidedAt} is null and ${awaitingDecision(a)}
          and ${a.createdAt} < ${longAgo}::timestamptz)::int as waiting_long,
        percentile_cont(0.5) within group (
          order by extract(epoch from ${a.decidedAt} - ${a.createdAt})
        ) filter (where ${a.decidedAt} is not null) as median_seconds
      from ${tableAs(l)}
      join ${tableAs(a)} on ${a.listingId} = ${l.id}
      where ${l.employerId} = ${employerId}::uuid and ${a.createdAt} >= ${since}::timestamptz
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})`,
  );
  if (!row || row.decided < MIN_DECISIONS || row.waiting_long * 4 > row.decided) return null;
  const median = Number(row.median_seconds);
  return Math.max(1, Math.ceil(median / (DAY_MS / 1000)));
}

/** How long a computed review time is reused: it moves over days, not seconds. */
export const REVIEW_TIME_CACHE_MS = 5 * 60_000;

/**
 * The review time of each employer, kept for a few minutes per process: the job page is the
 * busiest call, and the aggregate above reads every application of the employer's last 180 days
 * (it doubled the job page's time on the bench data set). A decision here forgets the employer's
 * entry at once; another replica's decision shows within REVIEW_TIME_CACHE_MS.
 */
export class ReviewTimeCache {
  private readonly entries = new Map<string, { days: number | null; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async of(employerId: string): Promise<number | null> {
    const now = this.now();
    const hit = this.entries.get(employerId);
    if (hit && hit.until > now.getTime()) return hit.days;
    const days = await usualReviewDays(this.db, employerId, now);
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(employerId, { days, until: now.getTime() + REVIEW_TIME_CACHE_MS });
    return days;
  }

  forget(employerId: string): void {
    this.entries.delete(employerId);
  }
}
