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
import type { CreateListingRequest, CreateListingResponse, MinimumWageRate } from 'api-contract';
import type { Database } from '../db/client';
import { listingHolds, listings, questions } from '../db/schema';
import { listingColumns } from './edit/listing-columns';
import { checkExpiryAndPay, reasonsToHold } from './posting-checks';
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
    const reasons = await reasonsToHold(tx, {
      employerId,
      request,
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
