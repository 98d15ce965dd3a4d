// The job of the apply page (GET /student/jobs/{id}): any listing that is not removed, with its
// questions in position order, whether it takes applications, and the signed-in student's own
// application to it, so the page shows that instead of a form the API would refuse; with its pay
// and how long its employer usually takes to review an application and how often they answer one
// in time, its employer's ABN, and whether the student saved it.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApplicationStatus,
  CategoryCode,
  JobAvailability,
  JobDetail,
  ResponseRate,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, resumes, savedJobs } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { heldSlots, visibleListing, type MarketNow } from './capacity';
import { currentQuestions } from './edit/question-changes';
import { payJson } from './pay-sql';
import { createdAtText } from './browse';

/** The tables of the statements below, as their text names them. */
const a = alias(applications, 'a');
const r = alias(resumes, 'r');
const l = alias(listings, 'l');
const s = alias(savedJobs, 's');

/**
 * Why a listing does or does not take applications (listings/capacity.ts's openListing, told
 * apart); `submitted_count` is the slots it holds now (capacity.ts heldSlots).
 */
export function listingAvailability(
  listing: {
    status: string;
    expiry_date: string;
    submitted_count: number;
    max_applications: number;
  },
  today: string,
): JobAvailability {
  // Closed by its employer stays closed, with its outcome, past its date too.
  if (listing.status === 'closed') return 'closed';
  if (listing.status === 'expired' || listing.expiry_date < today) return 'expired';
  if (listing.status !== 'posted') return 'closed';
  if (listing.submitted_count >= listing.max_applications) return 'full';
  return 'open';
}

/**
 * As listingAvailability, and `removed` once the employer took it down: the student's lists
 * (applications, saved jobs) still show such a listing, which its job page no longer does.
 */
export function listedAvailability(
  listing: Parameters<typeof listingAvailability>[0],
  today: string,
): JobAvailability | 'removed' {
  return listing.status === 'removed' ? 'removed' : listingAvailability(listing, today);
}

/**
 * The student's application to the listing, once its resume is stored (a pending one is not yet
 * real): the one that counts, or else the latest withdrawn one (a student may apply again after
 * withdrawing).
 */
async function findOwnApplication(db: Database, listingId: string, studentId: string) {
  const [row] = await queryRows<{ id: string; status: ApplicationStatus; created_at: string }>(
    db,
    sql`select ${a.id}, ${a.status}, ${createdAtText(sql`${a.createdAt}`)} as created_at
      from ${tableAs(a)}
      where ${a.listingId} = ${listingId}::uuid and ${a.studentId} = ${studentId}::uuid
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})
      order by ${a.status} = 'withdrawn', ${a.createdAt} desc
      limit 1`,
  );
  return row ?? null;
}

/** Whether `id` is a listing that was removed (by its employer or our team): its link is gone. */
export async function wasRemoved(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.status === 'removed';
}

export async function findListingDetail(
  db: Database,
  id: string,
  options: {
    at: MarketNow;
    studentId: string | null;
    /** The employer's response rate (applications/response-rate.ts), or null. */
    responseRateOf: (employerId: string) => ResponseRate | null;
  },
): Promise<JobDetail | undefined> {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      employer_id: listings.employerId,
      business_name: employers.businessName,
      business_description: sql<string>`coalesce(${employers.description}, '')`,
      // Public, as the register makes it: a student can check who holds it on ABN Lookup.
      abn: employers.abn,
      // The street and phone stay with our team: the job page says where, not how to call.
      business_website: employers.website,
      business_suburb: sql<
        string | null
      >`case when ${employers.suburb} is not null then ${employers.suburb} || ' ' || ${employers.state} end`,
      short_preview: listings.shortPreview,
      description: listings.description,
      location: listings.location,
      category_code: sql<CategoryCode>`${listings.categoryCode}`,
      latitude: listings.latitude,
      longitude: listings.longitude,
      expiry_date: listings.expiryDate,
      submitted_count: sql<number>`${heldSlots(listings, options.at.now)}`,
      max_applications: listings.maxApplications,
      status: listings.status,
      close_outcome: listings.closeOutcome,
      posted_at: sql<string>`${createdAtText(sql`${listings.createdAt}`)}`,
      closed_at: sql<string | null>`${createdAtText(sql`${listings.closedAt}`)}`,
      // Kept on the employer's row (applications/review-time.ts).
      usual_review_days: employers.usualReviewDays,
      pay: sql<
        JobDetail['pay']
      >`(select ${payJson(l)} from ${tableAs(l)} where ${l.id} = ${listings.id})`,
      saved: options.studentId
        ? sql<boolean>`exists (select 1 from ${tableAs(s)}
            where ${s.userId} = ${options.studentId}::uuid and ${s.listingId} = ${listings.id})`
        : sql<boolean>`false`,
    })
    .from(listings)
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .where(and(eq(listings.id, id), visibleListing(listings)));
  if (!row) return undefined;
  const { status: _status, employer_id: employerId, ...job } = row;
  // The questions asked now: an edit retires the ones it changed (edit/question-changes.ts).
  const rows = await currentQuestions(db, id);
  return {
    ...job,
    questions: rows.map((q) => q.text),
    question_ids: rows.map((q) => q.id),
    availability: listingAvailability(row, options.at.today),
    response_rate: options.responseRateOf(employerId),
    my_application: options.studentId ? await findOwnApplication(db, id, options.studentId) : null,
  };
}
