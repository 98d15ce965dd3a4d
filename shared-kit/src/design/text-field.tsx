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

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/** Props of {@link TextField}: a native input's props plus label, hint and error. */
export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the label, read after the label. */
  hint?: ReactNode;
  /** Error message; marks the input aria-invalid and is read with it. */
  error?: ReactNode;
  /** Adds '(optional)' after the label. */
  optional?: boolean;
}

/** A labelled single-line input with hint and error. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  required,
  className,
  ...rest
}: TextFieldProps) {
  const { 'aria-describedby': describedBy, ...inputProps } = rest;
  const { controlId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        <LabelText label={label} required={required} optional={optional} />
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Input
        id={controlId}
        required={required}
        $invalid={Boolean(error)}
        {...inputProps}
        {...aria}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
