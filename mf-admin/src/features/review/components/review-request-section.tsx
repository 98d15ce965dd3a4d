import type { ModerationListingResponse } from 'api-contract/moderation';
import { formatDate } from 'shared-kit';
import { TitledSection } from 'ui';
import { Byline, Muted, Quote } from './review-section';

/**
 * The employer's open request for a person to look again, in their words, read before deciding:
 * the decision closes it, and its reason is what they are mailed.
 */
export function ReviewRequestSection({ listing }: { listing: ModerationListingResponse }) {
  const request = listing.review_request;
  if (!request) return null;
  return (
    <TitledSection id="review-request" title="The employer asks for a review">
      <Quote>{`“${request.message}”`}</Quote>
      <Byline>Asked {formatDate(request.created_at)}</Byline>
      <Muted>Your decision answers it: the employer is emailed the decision and its reason.</Muted>
    </TitledSection>
  );
}
