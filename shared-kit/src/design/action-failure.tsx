import styled from 'styled-components';

/**
 * One sentence beside (or under) the button whose action failed: "Your changes could not be
 * saved. Please try again." Announced as an alert; what the person typed stays where it was.
 */
export const ActionFailure = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
