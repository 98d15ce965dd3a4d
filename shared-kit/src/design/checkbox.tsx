import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from './field-parts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// A disabled box that is ticked keeps its label in full colour: a read-only form (the student
// profile outside edit mode) must still show at a glance what is ticked, and the browser greys a
// disabled box whether it is ticked or not. (Colour only: a bolder label could wrap, and the
// profile's placeholder would no longer match its final height.)
const Row = styled.label<{ $disabled: boolean; $checked: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme, $disabled, $checked }) =>
    $disabled && !$checked ? theme.colors.textMuted : theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Box = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.1875rem 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* A disabled box is drawn here rather than by the browser, which greys its tick on grey: the
     read-only profile must show plainly what is ticked. */
  &:disabled {
    appearance: none;
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled:checked {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 100% no-repeat;
  }
`;

const Indented = styled.div`
  padding-left: calc(1.125rem + ${({ theme }) => theme.space.sm});
`;

/** Props of {@link Checkbox}: a native checkbox's props plus label, hint and error. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the box aria-invalid. */
  error?: ReactNode;
}

/** A labelled checkbox, e.g. the accuracy declaration or a qualification. */
export function Checkbox({ label, hint, error, id, className, disabled, ...rest }: CheckboxProps) {
  const { 'aria-describedby': describedByProp, ...boxProps } = rest;
  const { controlId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedByProp);
  return (
    <Root className={className}>
      <Row
        htmlFor={controlId}
        $disabled={Boolean(disabled)}
        $checked={Boolean(rest.checked ?? rest.defaultChecked)}
      >
        <Box
          type="checkbox"
          id={controlId}
          disabled={disabled}
          $invalid={Boolean(error)}
          {...boxProps}
          {...aria}
        />
        <span>{label}</span>
      </Row>
      {(hint || error) && (
        <Indented>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </Indented>
      )}
    </Root>
  );
}
