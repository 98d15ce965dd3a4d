import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * One sentence beside (or under) the button whose action failed: "Your changes could not be
 * saved. Please try again." Announced as an alert; what the person typed stays where it was.
 */
export function ActionFailure({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <Text role="alert" className={className}>
      {children}
    </Text>
  );
}
