import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  flex: 1 1 14rem;
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** What could not be loaded, as a sentence ("Your applications could not be loaded."). */
  message: ReactNode;
  /** Asks again; the button shows a spinner while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/**
 * In the place of a list or a part of a page whose data did not arrive: says so and offers Retry,
 * so a failure never reads as an empty list. Announced as an alert.
 */
export function LoadFailure({ message, onRetry, retrying = false, className }: LoadFailureProps) {
  return (
    <Root role="alert" className={className}>
      <Text>{message}</Text>
      <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Root>
  );
}
