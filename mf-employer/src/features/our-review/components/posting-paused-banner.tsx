import { useState } from 'react';
import { Button, Card, formatDate, showToast } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { useReviewStatus } from '../api/get-review-status';
import { AskReviewDialog } from './ask-review-dialog';
import { PAUSED_TITLE, PausedReason } from './paused-reason';

const Banner = styled(Card)`
  ${column('sm')}
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  button {
    align-self: flex-start;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Said before the listing form, so a paused employer does not fill it in for nothing: posting is
 * paused, why in kind, and a way to ask for a review. Nothing while the answer loads, when it
 * fails (the form's own refusal still says it) or when posting is open.
 */
export function PostingPausedBanner() {
  const status = useReviewStatus();
  const [asking, setAsking] = useState(false);
  const posting = status.data?.posting;
  if (!posting?.paused) return null;
  return (
    <Banner as="section" role="region" aria-labelledby="posting-paused-title">
      <h2 id="posting-paused-title">{PAUSED_TITLE}</h2>
      <PausedReason posting={posting} />
      {posting.review_requested_at ? (
        <Muted>
          You asked for a review on {formatDate(posting.review_requested_at)}. We will email you.
        </Muted>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Ask for review
        </Button>
      )}
      {asking && (
        <AskReviewDialog
          listingId={null}
          about="why posting is paused"
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            showToast('Request sent. Our team will email you.');
          }}
        />
      )}
    </Banner>
  );
}
