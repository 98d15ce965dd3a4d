// A student's report of a listing (issue 31): POST /student/jobs/{id}/report. One open report per
// student and listing (a unique index); enough reports from different students hold a live
// listing for review at once, out of browse, search and alerts, until a moderator decides.
import { sql } from 'drizzle-orm';
import { reportMessages, type HoldReason, type ReportListingRequest } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { listingHolds, listingReports, listings } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http/http-error';

/** Open reports from this many students hold a live listing for review. */
export const REPORTS_TO_HOLD = 3;

export const reportsReason = (count: number): HoldReason => ({
  code: 'reported',
  label: `Reported by ${count} students`,
  excerpt: null,
});

/**
 * Files the report; returns whether it held the listing. A listing already held takes the report
 * into its review; a removed one is 404.
 */
export async function reportListing(
  db: Database,
  input: { studentId: string; listingId: string; report: ReportListingRequest; now: Date },
): Promise<{ held: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // Locked: two last reports at once both count, and hold the listing once.
      const [listing] = await queryRows<{ status: string }>(
        tx,
        sql`select ${listings.status} from ${listings}
          where ${listings.id} = ${input.listingId}::uuid
            and ${listings.status} <> 'removed'
          for update`,
      );
      if (!listing) throw new HttpError(404, reportMessages.notFound);
      await tx.insert(listingReports).values({
        listingId: input.listingId,
        studentId: input.studentId,
        reason: input.report.reason,
        details: input.report.details,
        createdAt: input.now,
      });
      if (listing.status !== 'posted') return { held: false };
      const [open] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${listingReports}
          where ${listingReports.listingId} = ${input.listingId}::uuid
            and ${listingReports.resolvedAt} is null`,
      );
      const count = open?.n ?? 0;
      if (count < REPORTS_TO_HOLD) return { held: false };
      await tx
        .update(listings)
        .set({ status: 'pending' })
        .where(sql`${listings.id} = ${input.listingId}::uuid`);
      await tx
        .insert(listingHolds)
        .values({ listingId: input.listingId, reasons: [reportsReason(count)], heldAt: input.now });
      return { held: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, reportMessages.alreadyReported);
    throw error;
  }
}
