import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';
import { Spinner } from './spinner';

/** Visual intent of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient style props shared by every button-looking element. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0.5rem 1rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0.75rem 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnBrand};
    box-shadow: ${({ theme }) => theme.shadows.card};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.brandHover};
      color: ${({ theme }) => theme.colors.textOnBrand};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.card};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      border-color: ${({ theme }) => theme.colors.borderStrong};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnBrand};
    box-shadow: ${({ theme }) => theme.shadows.card};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
      color: ${({ theme }) => theme.colors.textOnBrand};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.brandSoft};
      color: ${({ theme }) => theme.colors.brandHover};
    }
  `,
};

/** Button look for any element, e.g. `styled(RouterLink)<ButtonStyleProps>\`${buttonStyles}\``. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:focus-visible {
    ${focusRing}
  }
  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

interface ButtonLookProps {
  /** Visual intent, default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

/** Props of {@link Button}: a native button's props plus look, `busy` and styled `as`. */
export interface ButtonProps extends ButtonLookProps, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, sets aria-busy and disables the button while work is in flight. */
  busy?: boolean;
  /** Render as another element (styled-components `as`), e.g. 'a' or a router link. */
  as?: 'a' | 'button' | 'span';
}

/** The kit's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  disabled,
  children,
  as,
  type,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      as={as}
      type={as === undefined || as === 'button' ? (type ?? 'button') : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </StyledButton>
  );
}

/** Props of {@link ButtonLink}: a native anchor's props plus the button look. */
export interface ButtonLinkProps extends ButtonLookProps, ComponentPropsWithRef<'a'> {
  /** Looks disabled and ignores clicks; stays focusable so it is announced. */
  disabled?: boolean;
}

/** A link that looks like a button: use it when activating it navigates. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  disabled = false,
  onClick,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    />
  );
}
