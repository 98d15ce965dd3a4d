import { useId, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css?inline';
import { validationMessages } from 'api-contract/common';
import { FieldError, FieldHint } from 'shared-kit';
import styled from 'styled-components';
import { DatePickerField } from '../../../components/date-picker-field';
import { pickerOpensOn, tomorrow, typedDateError } from '../listing-form';

const Required = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Expiry date: react-datepicker in dd/MM/yyyy, earliest tomorrow. Its own input check reports
 * error code 1, 'Date input not valid.' (SPEC section 5), which is shown under the field.
 */
export function ExpiryDateField({
  id: givenId,
  value,
  onChange,
}: {
  id?: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [inputError, setInputError] = useState<string | null>(null);
  const typed = useRef('');
  const explainTyped = () => {
    const error = typedDateError(typed.current);
    if (error) setInputError(error);
  };
  return (
    <DatePickerField>
      {/* The picker's styles travel with this remote, so they reach the page however it loads. */}
      <style>{datepickerCss}</style>
      <label htmlFor={id}>
        Expiry date<Required aria-hidden="true">*</Required>
      </label>
      <FieldHint id={`${id}-hint`}>The last day students can apply (from tomorrow).</FieldHint>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => {
          setInputError(null);
          if (date) typed.current = '';
          onChange(date);
        }}
        // A typed date the picker refuses (not a date, or not after today) is cleared by it when
        // the calendar closes or the field is left; say why instead (SPEC section 5).
        onChangeRaw={(event) => {
          const target = event?.target;
          if (target instanceof HTMLInputElement) typed.current = target.value;
        }}
        onCalendarClose={explainTyped}
        onBlur={explainTyped}
        required
        onInputError={(error) =>
          setInputError(error.code === 1 ? validationMessages.dateInvalid : error.msg)
        }
        dateFormat="dd/MM/yyyy"
        placeholderText="dd/mm/yyyy"
        minDate={tomorrow()}
        openToDate={value ?? pickerOpensOn()}
        calendarStartDay={1}
        ariaDescribedBy={inputError ? `${id}-hint ${id}-error` : `${id}-hint`}
        ariaInvalid={inputError ? 'true' : undefined}
        autoComplete="off"
      />
      {inputError && <FieldError id={`${id}-error`}>{inputError}</FieldError>}
    </DatePickerField>
  );
}
