import type { EmployerListing } from 'api-contract/listings';
import { focusRing } from 'shared-kit';
import styled from 'styled-components';
import { listingToggleId } from '../../../lib/listing-return';
import { fingerTarget } from '../tap-targets';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  ${fingerTarget}
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The listing's title as the disclosure that shows or hides its applications. */
export function ListingTitle({
  listing,
  expanded,
  onToggle,
}: {
  listing: EmployerListing;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <Toggle
      type="button"
      id={listingToggleId(listing.id)}
      aria-expanded={expanded}
      onClick={onToggle}
    >
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M9 6l6 6-6 6" />
      </svg>
      {listing.title}
    </Toggle>
  );
}
