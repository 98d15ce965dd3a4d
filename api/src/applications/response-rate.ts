// "Responds to 80% of applications within 14 days" on the job page: of an employer's applications
// of the last RESPONSE_RATE_WINDOW_DAYS days (api-contract listings/job-detail.ts says which
// count), the share answered within RESPONSE_RATE_ANSWER_DAYS days. Answered means a first decision
// (decided_at: seen or any later stage, or rejected), or the listing closed, whose notice tells
// every applicant still under way. One its student withdrew with no answer counts as not answered
// when the withdrawal (its line in application_events) came after those days, and not at all when
// it came before: the employer still had time to answer.
//
// The figure reads every application of the window, too much for the busiest page, and no index
// answers it. It cannot be kept on the employer's row as the review time is (review-time.ts)
// without a column of its own, so each replica keeps a snapshot of every employer's figure in
// memory, computed again every RESPONSE_RATES_EVERY_MS: one grouped statement over the window
// (about 35 ms for the bench's 20,000 applications and 130 ms for 200,000 on PostgreSQL, two
// cores: far over the page's 10 ms at p99 if run per view), and a lookup per page. The figure moves
// over days; replicas may differ by a pass for that while.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RESPONSE_RATE_ANSWER_DAYS,
  RESPONSE_RATE_MIN_APPLICATIONS,
  RESPONSE_RATE_WINDOW_DAYS,
  type ResponseRate,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applicationEvents, applications, awaitingDecision, listings, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { addMs, DAY_MS, HOUR_MS } from '../plugins/time/clock';

const a = alias(applications, 'a');
const l = alias(listings, 'l');
const r = alias(resumes, 'r');
const ev = alias(applicationEvents, 'ev');

/** How often each replica computes its snapshot again. */
export const RESPONSE_RATES_EVERY_MS = HOUR_MS;

/**
 * Every employer with at least RESPONSE_RATE_MIN_APPLICATIONS counted applications at `now`, with
 * their response rate. Applications whose resume arrived only (a pending one was never there to
 * answer). Counted: answered in time, or else at least RESPONSE_RATE_ANSWER_DAYS old; an
 * application withdrawn before any decision counts only when it was withdrawn after those days
 * (not answered); withdrawn sooner, or with no withdrawal in its history (before the history
 * kept one), it is left out.
 */
export async function readResponseRates(
  db: Database,
  now: Date,
): Promise<Map<string, ResponseRate>> {
  const since = addMs(now, -RESPONSE_RATE_WINDOW_DAYS * DAY_MS).toISOString();
  const answeredBy = addMs(now, -RESPONSE_RATE_ANSWER_DAYS * DAY_MS).toISOString();
  const answerDays = sql.raw(`interval '${RESPONSE_RATE_ANSWER_DAYS} days'`);
  // Withdrawn with no decision once the days to answer had passed: its outcome is known.
  const withdrawnUnanswered = sql`(${a.status} = 'withdrawn' and exists (
    select 1 from ${tableAs(ev)} where ${ev.applicationId} = ${a.id}
      and ${ev.toStatus} = 'withdrawn' and ${ev.at} > ${a.createdAt} + ${answerDays}))`;
  const known = sql`(${a.decidedAt} is not null or ${awaitingDecision(a)}
    or ${withdrawnUnanswered})`;
  // least() passes over nulls: the earlier of the decision and the closing, whichever there is.
  const answered = sql`(${known}
    and least(${a.decidedAt}, ${l.closedAt}) <= ${a.createdAt} + ${answerDays})`;
  const rows = await queryRows<{ employer_id: string; answered: number; counted: number }>(
    db,
    sql`select s.employer_id, s.answered::int as answered, s.counted::int as counted
      from (
        select ${l.employerId} as employer_id,
          count(*) filter (where ${answered}) as answered,
          count(*) filter (where ${answered}
            or (${known} and ${a.createdAt} <= ${answeredBy}::timestamptz)) as counted
        from ${tableAs(l)}
        join ${tableAs(a)} on ${a.listingId} = ${l.id}
        where ${a.createdAt} >= ${since}::timestamptz and ${a.createdAt} <= ${now.toISOString()}::timestamptz
          and exists (select 1 from ${tableAs(r)}
            where ${r.applicationId} = ${a.id} and ${r.storedAt} is not null)
        group by ${l.employerId}
      ) s
      where s.counted >= ${RESPONSE_RATE_MIN_APPLICATIONS}`,
  );
  return new Map(
    rows.map((row) => [
      row.employer_id,
      {
        percent: Math.floor((100 * Number(row.answered)) / Number(row.counted)),
        applications: Number(row.counted),
      },
    ]),
  );
}

/** A replica's snapshot of every employer's response rate (empty until the first pass). */
export class ResponseRates {
  private byEmployer = new Map<string, ResponseRate>();
  /** Passes started, and the latest whose figures are kept: a slow pass never undoes a later one. */
  private started = 0;
  private kept = 0;

  /** `read` computes every figure at a time (readResponseRates on the app's database). */
  constructor(private readonly read: (now: Date) => Promise<Map<string, ResponseRate>>) {}

  /** The employer's rate, or null while too few applications count. */
  of(employerId: string): ResponseRate | null {
    return this.byEmployer.get(employerId) ?? null;
  }

  /** Computes every figure again at `now`; returns how many employers have one. */
  async refresh(now: Date): Promise<number> {
    this.started += 1;
    const pass = this.started;
    const figures = await this.read(now);
    if (pass > this.kept) {
      this.kept = pass;
      this.byEmployer = figures;
    }
    return figures.size;
  }
}
