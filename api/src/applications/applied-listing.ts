// GET /student/applications/{id}/listing: the listing as it read when the student applied (the
// version their application names, listing_versions), with each question of that version and their
// answer to it, and the listing's version now. Only the student's own application; another's
// answers 404, as an unknown one does.
import { hourlyCents, type AppliedListingResponse, type ListingPay } from 'api-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  answers,
  applications,
  employers,
  listings,
  listingVersions,
  questions,
} from '../db/schema';
import { HttpError } from '../plugins/http/http-error';
import { applyMessages } from './messages';

export async function appliedListing(
  db: Database,
  input: { applicationId: string; studentId: string },
): Promise<AppliedListingResponse> {
  const [row] = await db
    .select({
      version: listingVersions,
      currentVersion: listings.version,
      businessName: employers.businessName,
      anythingElse: applications.anythingElseAnswer,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .innerJoin(
      listingVersions,
      and(
        eq(listingVersions.listingId, applications.listingId),
        eq(listingVersions.version, applications.listingVersion),
      ),
    )
    .where(
      and(eq(applications.id, input.applicationId), eq(applications.studentId, input.studentId)),
    );
  if (!row) throw new HttpError(404, applyMessages.applicationNotFound);
  // Question rows are never rewritten (listings/edit/question-changes.ts): each answer keeps the
  // words its question had when the student answered it.
  const answered = await db
    .select({ question: questions.text, answer: answers.answer })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.applicationId, input.applicationId))
    .orderBy(asc(questions.position));
  const v = row.version;
  const pay: Omit<ListingPay, 'hourly_cents'> = {
    amount_cents: v.payAmountCents,
    unit: v.payUnit,
    employment_type: v.employmentType,
    hours_min: v.hoursMin,
    hours_max: v.hoursMax,
    schedule: v.schedule,
    junior_rates: v.juniorRates,
  };
  return {
    version: v.version,
    current_version: row.currentVersion,
    version_created_at: v.createdAt.toISOString(),
    title: v.title,
    business_name: row.businessName,
    short_preview: v.shortPreview,
    description: v.description,
    location: v.location,
    pay: { ...pay, hourly_cents: hourlyCents(pay) },
    answers: answered,
    anything_else_answer: row.anythingElse,
  };
}
