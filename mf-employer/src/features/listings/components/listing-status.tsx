import type { EmployerListing } from 'api-contract/listings';
import { removalLabel, UNDER_REVIEW_LABEL } from 'api-contract/moderation';
import { StatusBadge } from 'shared-kit';
import styled from 'styled-components';

const Held = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.125rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// "Under review — usually within a day": the badge says the state, the line under it the wait.
const [REVIEW_STATE, REVIEW_WAIT] = UNDER_REVIEW_LABEL.split(' — ');

/**
 * A listing's status; one held for our team's review (pending) says so and how long it
 * usually takes, in the words of `UNDER_REVIEW_LABEL`; one its employer closed as filled says
 * Filled; a removed one says who removed it and, for our team, why in kind (when the API says).
 */
export function ListingStatus({
  listing,
}: {
  listing: Pick<EmployerListing, 'status' | 'close_outcome' | 'removal'>;
}) {
  const { status } = listing;
  if (status === 'removed' && listing.removal) {
    return (
      <Held>
        <StatusBadge status="removed" />
        <span>{removalLabel(listing.removal)}</span>
      </Held>
    );
  }
  if (status === 'closed' && listing.close_outcome === 'filled') {
    return <StatusBadge status="closed" label="Filled" />;
  }
  if (status !== 'pending') return <StatusBadge status={status} />;
  return (
    <Held>
      <StatusBadge status="pending" label={REVIEW_STATE} />
      <span>{REVIEW_WAIT}</span>
    </Held>
  );
}
