import {
  type ReviewReasonKind,
  reviewReasonTexts,
  UNDER_REVIEW_LABEL,
} from 'api-contract/moderation';

/**
 * What an employer reads when their new listing waits for our team: the kinds of reason, never
 * the words that tripped a check. An API that names no kinds gets the general sentence.
 */
export function heldMessage(reasons: readonly ReviewReasonKind[] | undefined): string {
  const why =
    reasons && reasons.length > 0
      ? reasons.map((kind) => reviewReasonTexts[kind]).join(' ')
      : 'Our team looks at some listings before students see them.';
  return `Job saved. ${UNDER_REVIEW_LABEL}. ${why} You can ask for a review from your dashboard.`;
}
