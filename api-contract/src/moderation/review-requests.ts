// An employer asking a person to look again at what a program decided: a listing held for review,
// or their posting paused. The request reaches the moderators' queue; a decision on the listing,
// reinstating the employer or a moderator's written answer closes it, and the employer is mailed.
import { z } from 'zod/mini';
import { entityId, isoDateTime, okResponse, requiredText } from '../common/schemas';
import { TEXT_AREA_MAX_LENGTH } from '../common/limits';
import { employerHistory, moderatedListingStatus, REVIEW_REASON_KINDS } from './moderation';
import { postingPauseReason } from './removal-reasons';

/** A listing of the employer's that waits for our team, and the kinds of reason it was held for. */
export const heldListing = z.object({
  id: entityId,
  title: z.string(),
  held_at: isoDateTime,
  reasons: z.array(z.enum(REVIEW_REASON_KINDS)),
  /** When the employer asked for a person to look at it; null if they have not. */
  review_requested_at: z.nullable(isoDateTime),
});
export type HeldListing = z.infer<typeof heldListing>;

/** GET /employer/review-status: what our team's checks are holding back, and why in kind. */
export const reviewStatusResponse = z.object({
  held: z.array(heldListing),
  posting: z.object({
    paused: z.boolean(),
    review_requested_at: z.nullable(isoDateTime),
    /** While paused: the removal that paused it, in kind; null otherwise (absent from an older API). */
    reason: z.optional(z.nullable(postingPauseReason)),
  }),
});
export type ReviewStatusResponse = z.infer<typeof reviewStatusResponse>;

/**
 * POST /employer/review-requests: a listing's id (held for review), or null for the account's
 * paused posting, and what the employer wants our team to know.
 */
export const createReviewRequest = z.strictObject({
  listing_id: z.nullable(entityId),
  message: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

export const createReviewRequestResponse = okResponse;

export const reviewRequestMessages = {
  listingNotFound: 'Listing not found',
  notHeld: 'This listing is not waiting for review.',
  notPaused: 'Posting is not paused on your account.',
  alreadyAsked: 'You have already asked. Our team will email you when they have looked.',
  notFound: 'Request not found',
  answered: 'This request has already been answered.',
} as const;

/** One open request as a moderator reads it. */
export const reviewRequestItem = z.object({
  id: entityId,
  message: z.string(),
  created_at: isoDateTime,
  /** The held listing it is about; null when it is about the employer's paused posting. */
  listing: z.nullable(
    z.object({ id: entityId, title: z.string(), status: moderatedListingStatus }),
  ),
  employer: employerHistory,
});
export type ReviewRequestItem = z.infer<typeof reviewRequestItem>;

/** The open requests a moderator's list holds at most, oldest first. */
export const REVIEW_REQUESTS_MAX = 100;

/** GET /moderator/review-requests: the open ones, oldest first (at most REVIEW_REQUESTS_MAX). */
export const reviewRequestsResponse = z.object({ requests: z.array(reviewRequestItem) });
export type ReviewRequestsResponse = z.infer<typeof reviewRequestsResponse>;

/** POST /moderator/review-requests/{id}/answer: what the employer is told. */
export const answerReviewRequest = z.strictObject({
  reason: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type AnswerReviewRequest = z.infer<typeof answerReviewRequest>;

export const answerReviewRequestResponse = okResponse;
