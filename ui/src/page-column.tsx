import { PageContainer } from 'shared-kit';
import styled, { css } from 'styled-components';

/**
 * A screen's column: its parts stacked apart, at most `$maxWidth` wide (default the page's width),
 * under an `h1` at the title size.
 */
export const PageColumn = styled(PageContainer)<{ $maxWidth?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${({ $maxWidth }) =>
    $maxWidth &&
    css`
      max-width: ${$maxWidth};
    `}
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The line under a screen's title, drawn up close to it; a `strong` in it stands out. */
export const PageLead = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
