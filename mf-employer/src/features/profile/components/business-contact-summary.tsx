import {
  formatAuPhone,
  formatBusinessAddress,
  type EmployerProfileResponse,
} from 'api-contract/accounts';
import { SkeletonLine, theme } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';

const Lines = styled.dl`
  ${column('xs')}
  margin: ${({ theme }) => theme.space.md} 0 0;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The address, website and phone as saved; a line inviting them when none is. */
export function BusinessContactSummary({ profile }: { profile: EmployerProfileResponse }) {
  const { address, website, phone } = profile;
  if (!address && !website && !phone) {
    return <Muted>Add your suburb and website so students know where you are.</Muted>;
  }
  return (
    <Lines>
      {address && (
        <div>
          <dt>Address</dt>
          <dd>{formatBusinessAddress(address)}</dd>
        </div>
      )}
      {website && (
        <div>
          <dt>Website</dt>
          <dd>
            <a href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </a>
          </dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>{formatAuPhone(phone)}</dd>
        </div>
      )}
    </Lines>
  );
}

/**
 * The summary while the profile loads, as tall as the line inviting an address: one line of small
 * text, two on a phone held upright, where that line wraps (about 30rem and narrower).
 */
const PlaceholderLines = styled.div`
  margin: ${({ theme }) => theme.space.md} 0 0;
  > :nth-child(2) {
    display: none;
  }
  @media (max-width: 30rem) {
    > :nth-child(2) {
      display: flex;
    }
  }
`;

/** {@link BusinessContactSummary} while the profile loads. */
export function BusinessContactSummaryPlaceholder() {
  return (
    <PlaceholderLines aria-hidden="true">
      <SkeletonLine fontSize={theme.fontSizes.sm} width="18rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="8rem" />
    </PlaceholderLines>
  );
}
