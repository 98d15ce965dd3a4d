// The pages' call-to-action buttons: links styled as large buttons, in a row that stacks on a phone.
import { media, RemoteLink } from 'shared-kit';
import styled, { css } from 'styled-components';

/** `light` sits on white or tinted backgrounds; `dark` sits on the brand-coloured band. */
export type Tone = 'light' | 'dark';
type Variant = 'primary' | 'secondary';

export const CtaRow = styled.div<{ $centred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-start')};

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const variantStyles = {
  light: {
    primary: css`
      background: ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.surface};
      &:hover {
        background: ${({ theme }) => theme.colors.brandHover};
      }
    `,
    secondary: css`
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.brand};
      border-color: ${({ theme }) => theme.colors.border};
      &:hover {
        background: ${({ theme }) => theme.colors.brandSoft};
      }
    `,
  },
  dark: {
    primary: css`
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.brandHover};
      &:hover {
        background: ${({ theme }) => theme.colors.brandSoft};
      }
    `,
    secondary: css`
      background: transparent;
      color: ${({ theme }) => theme.colors.surface};
      border-color: rgba(255, 255, 255, 0.75);
      &:hover {
        background: rgba(255, 255, 255, 0.12);
      }
    `,
  },
} as const;

export const CtaLink = styled(RemoteLink)<{ $tone: Tone; $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $tone, $variant }) => variantStyles[$tone][$variant]}

  &:focus-visible {
    outline: 3px solid
      ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.surface : theme.colors.focus)};
    outline-offset: 3px;
  }
`;
