import { useLocation, useSearchParams } from 'react-router-dom';
import { RemoteLink, paths, saveReturnUrl } from 'shared-kit';
import styled from 'styled-components';
import { returnWithDialog } from '../alert-search';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * For a student who is not signed in: log in instead, keep the alert in the profile, and come
 * back to this search with the student's dialog open.
 */
export function LogInForAlerts() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return (
    <Line>
      Have a student profile?{' '}
      <RemoteLink
        href={paths.login}
        onClick={() => saveReturnUrl(returnWithDialog(pathname, search))}
      >
        Log in
      </RemoteLink>{' '}
      instead.
    </Line>
  );
}
