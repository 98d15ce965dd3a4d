// Why a listing is "Removed", in kind, as its employer reads it on the listings table and when
// their posting is paused: they deleted it themselves, or our team took it down, and then on what
// ground. As with held listings (REVIEW_REASON_KINDS), the kind is said, never the words or
// figures that tripped a check.
import { z } from 'zod/mini';
import { REVIEW_REASON_KINDS } from './moderation';

/**
 * `by_you`: its employer deleted it. `message`: one of their messages to an applicant broke our
 * rules. `review`: our team's decision kept no other kind (decisions made before kinds were kept).
 * The rest: the kind of reason it was held or reported for (REVIEW_REASON_KINDS).
 */
export const REMOVAL_KINDS = ['by_you', ...REVIEW_REASON_KINDS, 'message', 'review'] as const;
export type RemovalKind = (typeof REMOVAL_KINDS)[number];
export const removalKind = /* @__PURE__ */ z.enum(REMOVAL_KINDS);

/** The kinds of a removal by our team, as kept with the decision. */
export type TeamRemovalKind = Exclude<RemovalKind, 'by_you'>;

/** Why, in words that follow "Why:" (capitalised there) or "Removed by our team:". */
export const removalReasonTexts: Record<RemovalKind, string> = {
  by_you: 'you deleted it',
  listing_text: 'its text asked for money or for contact off the site',
  business_text: 'your business profile asked for money or for contact off the site',
  reports: 'students reported it',
  history: 'a review prompted by your earlier listings',
  pay: 'the pay was far above what the work usually pays',
  abn: 'your ABN is cancelled on the Australian Business Register',
  message: 'a message you sent an applicant broke our rules',
  review: 'it broke our rules for listings',
};

/** The line under a "Removed" badge: "Deleted by you", or "Removed by our team: …". */
export const removalLabel = (kind: RemovalKind): string =>
  kind === 'by_you' ? 'Deleted by you' : `Removed by our team: ${removalReasonTexts[kind]}`;

/** What paused an employer's posting: the listing our team removed, and the kind of reason. */
export const postingPauseReason = z.object({
  listing_title: z.string(),
  kind: removalKind,
});
export type PostingPauseReason = z.infer<typeof postingPauseReason>;
