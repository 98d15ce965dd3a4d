import {
  formatAuPhone,
  formatBusinessAddress,
  type EmployerProfileResponse,
} from 'api-contract/accounts';
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
