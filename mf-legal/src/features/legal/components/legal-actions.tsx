import styled, { css } from 'styled-components';

import { ArrowLeftIcon, PrinterIcon } from './icons';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  @media print {
    display: none;
  }
`;

const ActionButton = styled.button<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  ${({ $primary }) =>
    $primary &&
    css`
      border-color: ${({ theme }) => theme.colors.brand};
      background: ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.surface};

      &:hover {
        background: ${({ theme }) => theme.colors.brandHover};
      }
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Go Back and Print, for readers who arrived from a footer link or want a paper copy. */
export function LegalActions() {
  return (
    <Actions>
      <ActionButton type="button" onClick={() => window.history.back()}>
        <ArrowLeftIcon />
        Go Back
      </ActionButton>
      <ActionButton type="button" $primary onClick={() => window.print()}>
        <PrinterIcon />
        Print
      </ActionButton>
    </Actions>
  );
}
