import type { ReactNode } from 'react';
import { useId } from 'react';
import styled, { css } from 'styled-components';

// Internal building blocks of the form fields; screens use TextField, TextArea, Select, Checkbox.

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Marker = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RequiredMarker = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Label text with the required asterisk (the input's `required` is what screen readers announce) or '(optional)'. */
export function LabelText({
  label,
  required,
  optional,
}: {
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <>
      {label}
      {required && <RequiredMarker aria-hidden="true">*</RequiredMarker>}
      {!required && optional && <Marker>(optional)</Marker>}
    </>
  );
}

/** Ids tying a control to its hint and error, and the aria attributes that use them. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, extra ?? null]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** Height of a text input or select (and of their loading placeholders). */
export const CONTROL_MIN_HEIGHT = '2.75rem';
/** Height of a text area (and of its loading placeholder). */
export const TEXT_AREA_MIN_HEIGHT = '6.5rem';

/** Border, padding and focus ring shared by text inputs, text areas and selects. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${CONTROL_MIN_HEIGHT};
  padding: 0.5rem 0.75rem;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
