import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  LabelText,
  controlStyles,
  useFieldIds,
} from './field-parts';

// A chevron in the muted text colour, URL-encoded so it works inside CSS url().
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 0.75rem center;
  cursor: pointer;
`;

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: a native select's props plus label, hint, error and options. */
export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the select aria-invalid. */
  error?: ReactNode;
  /** Adds '(optional)' after the label. */
  optional?: boolean;
  /** Choices; `children` options may be given instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a category'. */
  placeholder?: string;
}

/** A labelled native select, styled to match the text fields. */
export function Select(props: SelectProps) {
  const {
    label,
    hint,
    error,
    optional,
    options,
    placeholder,
    children,
    id,
    required,
    className,
    ...rest
  } = props;
  const { 'aria-describedby': describedByProp, ...selectProps } = rest;
  const { controlId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedByProp);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        <LabelText label={label} required={required} optional={optional} />
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <NativeSelect
        id={controlId}
        required={required}
        $invalid={Boolean(error)}
        {...selectProps}
        {...aria}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
