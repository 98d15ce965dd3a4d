// A student's report of a listing: POST /student/jobs/{id}/report. Every report reaches the
// moderators' queue; a report is a signal for a person, not a verdict. A live listing is taken out
// of browse, search and alerts before anyone looks only when the open reports' weight (their
// authors' standing, reporter-standing.ts) reaches REPORT_WEIGHT_TO_HOLD from at least
// REPORTERS_TO_HOLD students whose word counts: throwaway accounts cannot take a listing down.
// A student reports at most REPORTS_PER_DAY listings a day, and one listing of an employer at a
// time, so nobody can report one business's listings over and over.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REPORT_WEIGHT_TO_HOLD,
  REPORTERS_TO_HOLD,
  REPORTS_PER_DAY,
  reportMessages,
  type HoldReason,
  type ReportListingRequest,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { listingHolds, listingReports, listings } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http/http-error';
import { DAY_MS } from '../../plugins/time/clock';
import { reporterStanding, reportWeight } from './reporter-standing';

const rep = alias(listingReports, 'rep');
const l = alias(listings, 'l');

export const reportsReason = (reporters: number): HoldReason => ({
  code: 'reported',
  kind: 'reports',
  label: `Reported by ${reporters} students in good standing`,
  excerpt: null,
});

/** The open reports of a listing: their weight added up, and how many weigh something. */
async function openWeight(db: Database, listingId: string) {
  const [row] = await queryRows<{ weight: number; reporters: number }>(
    db,
    sql`select coalesce(sum(${rep.weight}), 0)::float8 as weight,
        count(*) filter (where ${rep.weight} > 0)::int as reporters
      from ${tableAs(rep)}
      where ${rep.listingId} = ${listingId}::uuid and ${rep.resolvedAt} is null`,
  );
  return { weight: row?.weight ?? 0, reporters: row?.reporters ?? 0 };
}

/** Refuses a report past the student's daily limit, or while one of the employer's waits. */
async function checkReportLimits(
  db: Database,
  input: { studentId: string; employerId: string; listingId: string; now: Date },
): Promise<void> {
  const since = new Date(input.now.getTime() - DAY_MS).toISOString();
  const [row] = await queryRows<{ today: number; same_employer: boolean }>(
    db,
    sql`select
        (select count(*)::int from ${tableAs(rep)}
          where ${rep.studentId} = ${input.studentId}::uuid
            and ${rep.createdAt} > ${since}::timestamptz) as today,
        exists (select 1 from ${tableAs(rep)} join ${tableAs(l)} on ${l.id} = ${rep.listingId}
          where ${rep.studentId} = ${input.studentId}::uuid and ${rep.resolvedAt} is null
            and ${l.employerId} = ${input.employerId}::uuid
            and ${l.id} <> ${input.listingId}::uuid) as same_employer`,
  );
  if (row?.same_employer) throw new HttpError(409, reportMessages.employerReported);
  if ((row?.today ?? 0) >= REPORTS_PER_DAY) {
    throw new HttpError(429, reportMessages.perDay, {
      'retry-after': String(Math.ceil(DAY_MS / 1000)),
    });
  }
}

/**
 * Files the report with its author's standing; returns whether it held the listing. A listing
 * already held takes the report into its review; one our team removed is 404. A closed or expired
 * listing can still be reported (a scam is no less one for having closed), and waits for a
 * moderator like any other.
 */
export async function reportListing(
  db: Database,
  input: { studentId: string; listingId: string; report: ReportListingRequest; now: Date },
): Promise<{ held: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // Locked: two last reports at once both count, and hold the listing once.
      const [listing] = await queryRows<{ status: string; employer_id: string }>(
        tx,
        sql`select ${listings.status}, ${listings.employerId} as employer_id from ${listings}
          where ${listings.id} = ${input.listingId}::uuid
            and ${listings.status} <> 'removed'
          for update`,
      );
      if (!listing) throw new HttpError(404, reportMessages.notFound);
      await checkReportLimits(tx, { ...input, employerId: listing.employer_id });
      const weight = reportWeight(await reporterStanding(tx, input));
      await tx.insert(listingReports).values({
        listingId: input.listingId,
        studentId: input.studentId,
        reason: input.report.reason,
        details: input.report.details,
        createdAt: input.now,
        weight,
      });
      if (listing.status !== 'posted') return { held: false };
      const open = await openWeight(tx, input.listingId);
      if (open.weight < REPORT_WEIGHT_TO_HOLD || open.reporters < REPORTERS_TO_HOLD) {
        return { held: false };
      }
      await tx
        .update(listings)
        .set({ status: 'pending' })
        .where(sql`${listings.id} = ${input.listingId}::uuid`);
      await tx.insert(listingHolds).values({
        listingId: input.listingId,
        reasons: [reportsReason(open.reporters)],
        heldAt: input.now,
      });
      return { held: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, reportMessages.alreadyReported);
    throw error;
  }
}
