import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  max-width: 32rem;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Default 'Something went wrong'. */
  title?: ReactNode;
  /** Default: a plain sentence asking to try again. */
  message?: ReactNode;
  /** Label of the action button, default 'Retry'. */
  actionLabel?: string;
  /** Shows the action button when given. */
  onAction?: () => void;
  className?: string;
}

/** A calm, announced message with a retry, for when a remote or a request fails. */
export function ErrorState(props: ErrorStateProps) {
  const {
    title = 'Something went wrong',
    message = 'This part of the page could not be loaded. Please try again.',
    actionLabel = 'Retry',
    onAction,
    className,
  } = props;
  return (
    <Root role="alert" className={className}>
      <Icon aria-hidden="true">
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 8v4M12 16h.01" />
        </svg>
      </Icon>
      <Title>{title}</Title>
      <Message>{message}</Message>
      {onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Root>
  );
}
