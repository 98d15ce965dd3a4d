import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A quiet line of links under an auth form ("Forgot your password?", "Sign up"). */
export const AuthFooter = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A link to another auth screen (same remote, so the remote's router handles it). */
export const AuthLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/** A button that looks like a link, for actions such as Resend. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
