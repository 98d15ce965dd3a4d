import type { ReactNode } from 'react';
import { StatusBadge, formatDate, type EmployerListing } from 'shared-kit';
import styled from 'styled-components';
import { ListingTitle } from './listing-title';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A listing as a card, on narrow screens. */
export function ListingCard({
  listing,
  expanded,
  onToggle,
  action,
}: {
  listing: EmployerListing;
  expanded: boolean;
  onToggle: () => void;
  action: ReactNode;
}) {
  return (
    <Root>
      <ListingTitle listing={listing} expanded={expanded} onToggle={onToggle} />
      <Line>
        <StatusBadge status={listing.status} />
        <span>Expires {formatDate(listing.expiry_date)}</span>
        <span>
          {listing.applications_count} application{listing.applications_count === 1 ? '' : 's'}
        </span>
      </Line>
      <div>{action}</div>
    </Root>
  );
}
