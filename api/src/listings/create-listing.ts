// POST /employer/listings: a new listing and its questions in one transaction. The contract has
// checked each field (trimmed, lengths, category, positive cap, coordinates both or neither, pay
// and hours); the rules it cannot know depend on the date: the expiry must be strictly after
// today in Sydney, and the pay must reach the legal minimum for every day the listing runs. Then,
// under a lock on the employer's row, the posting limits (vetting/posting-limits.ts) and the
// reasons to hold it for a moderator (vetting/hold-reasons.ts), its employer's business profile
// and ABN among them: held, it is pending, not posted. A new employer's listing is also counted
// for the request's network (vetting/network-postings.ts), and that count is taken back when the
// listing is not made after all.
import { randomUUID } from 'node:crypto';
import {
  checkMinimumPay,
  hourlyCents,
  type CreateListingRequest,
  type CreateListingResponse,
  type MinimumWageRate,
} from 'api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { employers, listingHolds, listings, questions } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { listingColumns } from './edit/listing-columns';
import { holdReasons } from './vetting/hold-reasons';
import { reasonKinds } from './vetting/review-status';
import {
  checkPostingLimits,
  type CountNewEmployerPosting,
  type PostingLimits,
} from './vetting/posting-limits';

export async function createListing(
  db: Database,
  input: {
    employerId: string;
    request: CreateListingRequest;
    /** The national minimum wage table (app.minimumWages). */
    minimumWages: readonly MinimumWageRate[];
    today: string;
    now: Date;
    postingLimits: PostingLimits;
    /** Counts a new employer's listing for the request's network (the route knows it). */
    countNewEmployerPosting?: CountNewEmployerPosting;
  },
): Promise<CreateListingResponse> {
  const { request } = input;
  const { pay } = request;
  checkExpiryAndPay(request, input.minimumWages, input.today);
  const id = randomUUID();
  let undoNetworkCount = () => Promise.resolve();
  const made = db.transaction(async (tx): Promise<CreateListingResponse> => {
    const { employerId, now, today, countNewEmployerPosting } = input;
    const limits = input.postingLimits;
    undoNetworkCount = await checkPostingLimits(tx, {
      employerId,
      now,
      today,
      limits,
      countNewEmployerPosting,
    });
    // Read after the limits locked the employer's row: a profile edit waits for this listing.
    const [business] = await tx
      .select({ businessName: employers.businessName, description: employers.description })
      .from(employers)
      .where(eq(employers.userId, employerId));
    const reasons = await holdReasons(tx, {
      employerId,
      business: {
        businessName: business?.businessName ?? '',
        description: business?.description ?? '',
      },
      categoryCode: request.category_code,
      texts: listingTexts(request),
      hourlyCents: hourlyCents(pay),
      minimumWages: input.minimumWages,
      today,
    });
    const held = reasons.length > 0;
    // Its version 1 is written by the database (migration 0023).
    await tx.insert(listings).values({
      id,
      employerId,
      ...listingColumns(request),
      // Held: out of browse, search and alerts until a moderator approves it (vetting/).
      status: held ? 'pending' : 'posted',
      createdAt: now,
    });
    if (request.questions.length > 0) {
      await tx
        .insert(questions)
        .values(
          request.questions.map((q, position) => ({ listingId: id, position, text: q.text })),
        );
    }
    if (!held) return { id, status: 'posted' as const };
    await tx.insert(listingHolds).values({ listingId: id, reasons, heldAt: now });
    return { id, status: 'pending' as const, review_reasons: reasonKinds(reasons) };
  });
  return made.catch(async (error: unknown) => {
    await undoNetworkCount();
    throw error;
  });
}

/**
 * The rules of a listing's fields that depend on the date, for a new listing and an edit alike:
 * the expiry strictly after today in Sydney, and pay at least the legal minimum for every day the
 * listing runs. Refuses with 400 in the words the form shows.
 */
export function checkExpiryAndPay(
  request: CreateListingRequest,
  minimumWages: readonly MinimumWageRate[],
  today: string,
): void {
  const { pay } = request;
  // ISO dates compare as strings.
  if (request.expiry_date <= today) {
    throw new HttpError(400, employerMessages.expiryNotAfterToday);
  }
  const minimum = checkMinimumPay(
    minimumWages,
    { ...pay, hourly_cents: hourlyCents(pay) },
    today,
    request.expiry_date,
  );
  if (!minimum.ok) throw new HttpError(400, minimum.detail);
}

/** All a student reads of a listing, which the scam signals look at. */
export const listingTexts = (request: CreateListingRequest): string[] => [
  request.title,
  request.short_preview,
  request.description,
  request.location,
  request.pay.schedule,
  ...request.questions.map((q) => q.text),
];

/**
 * The screen drops blank questions before sending (SPEC section 5); the API does the same for
 * other clients, before the contract (which refuses a blank question) validates the body.
 */
export function dropBlankQuestions<Body>(body: Body): Body {
  if (typeof body !== 'object' || body === null || !('questions' in body)) return body;
  const list = body.questions;
  if (!Array.isArray(list)) return body;
  const isBlank = (q: unknown) =>
    typeof q === 'object' &&
    q !== null &&
    'text' in q &&
    typeof q.text === 'string' &&
    q.text.trim() === '';
  return { ...body, questions: list.filter((q: unknown) => !isBlank(q)) };
}
