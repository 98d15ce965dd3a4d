import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  LabelText,
  TEXT_AREA_MIN_HEIGHT,
  controlStyles,
  useFieldIds,
} from './field-parts';

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: ${TEXT_AREA_MIN_HEIGHT};
  resize: vertical;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Counter = styled.span<{ $full: boolean }>`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.warning : theme.colors.textMuted)};
`;

/** Props of {@link TextArea}: a native textarea's props plus label, hint, error and counter. */
export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'defaultValue'
> {
  /** Visible label, tied to the text area. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the text area aria-invalid. */
  error?: ReactNode;
  /** Adds '(optional)' after the label. */
  optional?: boolean;
  /** Controlled value; leave undefined for an uncontrolled text area. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Longest allowed text: longer input (a paste, say) is cut and an 'n/max' counter is shown. */
  maxLength?: number;
  /** Called with the (already truncated) text on every change. */
  onValueChange?: (value: string) => void;
}

/** A labelled multi-line input that truncates at `maxLength` and politely announces its counter. */
export function TextArea(props: TextAreaProps) {
  const {
    label,
    hint,
    error,
    optional,
    id,
    required,
    className,
    value,
    defaultValue,
    maxLength,
    onChange,
    onValueChange,
    ...rest
  } = props;
  const { 'aria-describedby': describedByProp, ...areaProps } = rest;
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  const ids = useFieldIds(id, hint, error, describedByProp);
  const counterId = maxLength === undefined ? undefined : `${ids.controlId}-counter`;
  const describedBy =
    [ids.aria['aria-describedby'], counterId].filter(Boolean).join(' ') || undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const target = event.target;
    if (maxLength !== undefined && target.value.length > maxLength) {
      target.value = target.value.slice(0, maxLength);
    }
    setInner(target.value);
    onChange?.(event);
    onValueChange?.(target.value);
  }

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>
        <LabelText label={label} required={required} optional={optional} />
      </FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <Area
        id={ids.controlId}
        required={required}
        maxLength={maxLength}
        value={current}
        onChange={handleChange}
        $invalid={Boolean(error)}
        {...areaProps}
        aria-invalid={ids.aria['aria-invalid']}
        aria-describedby={describedBy}
      />
      <Footer>
        {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        {maxLength !== undefined && (
          <Counter id={counterId} aria-live="polite" $full={current.length >= maxLength}>
            {current.length}/{maxLength}
          </Counter>
        )}
      </Footer>
    </FieldRoot>
  );
}
