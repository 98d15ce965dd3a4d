import type { ReactNode } from 'react';
import type { EmployerListing } from 'api-contract/listings';
import { Skeleton, SkeletonLine, formatDate, theme, PayText } from 'shared-kit';
import styled from 'styled-components';
import { RowCard, RowCardLine, RowCardText } from 'ui';
import { ListingStatus } from './listing-status';
import { FINGER_TARGET } from '../tap-targets';
import { ListingTitle } from './listing-title';
import { StageCountsLine } from './stage-counts';

const Root = styled(RowCard)`
  margin-bottom: ${({ theme }) => theme.space.sm};
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
      <RowCardText>
        <PayText pay={listing.pay} />
      </RowCardText>
      <RowCardLine>
        <ListingStatus listing={listing} />
        <span>Expires {formatDate(listing.expiry_date)}</span>
        <span>
          {listing.applications_count} application{listing.applications_count === 1 ? '' : 's'}
        </span>
      </RowCardLine>
      <StageCountsLine counts={listing.stage_counts} />
      <div>{action}</div>
    </Root>
  );
}

/** A status badge's placeholder: an extra-small line in its pill padding. */
const BadgePlaceholder = () => (
  <Skeleton width="5rem" height={`calc(${theme.fontSizes.xs} * 1.5 + 0.25rem)`} radius="999px" />
);

/** The small Close and Delete buttons' placeholder. */
const ButtonPlaceholder = () => <Skeleton width="8.5rem" height="2rem" />;

const End = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
`;

/** Table cells while loading, each as tall as the loaded cell. */
export const listingPlaceholders = {
  title: <SkeletonLine fontSize={theme.fontSizes.sm} width="10rem" />,
  pay: (
    <>
      <SkeletonLine fontSize={theme.fontSizes.sm} width="7rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="6rem" />
    </>
  ),
  status: <BadgePlaceholder />,
  expiry: <SkeletonLine fontSize={theme.fontSizes.sm} width="6rem" />,
  applications: (
    <Center>
      <SkeletonLine fontSize={theme.fontSizes.sm} width="1.5rem" />
    </Center>
  ),
  actions: (
    <End>
      <ButtonPlaceholder />
    </End>
  ),
};

/** {@link ListingCard} while loading: title, status line and Delete. */
export function ListingCardPlaceholder() {
  return (
    <Root>
      <SkeletonLine width="10rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="13rem" />
      <RowCardLine>
        <BadgePlaceholder />
        <SkeletonLine fontSize={theme.fontSizes.sm} width="7rem" />
        <SkeletonLine fontSize={theme.fontSizes.sm} width="6rem" />
      </RowCardLine>
      {/* On a phone the buttons are a fingertip tall (tap-targets.ts). */}
      <Skeleton width="9rem" height={FINGER_TARGET} />
    </Root>
  );
}
