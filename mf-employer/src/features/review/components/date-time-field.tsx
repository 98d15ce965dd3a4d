import { useId } from 'react';
import DatePicker from 'react-datepicker';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css?inline';
import { FieldError } from 'shared-kit';
import { DatePickerField } from '../../../components/date-picker-field';

/** The picker's typed format: day first, as Australians write it, with a 12-hour time. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy h:mm aa';

/** The typed format of a day alone. */
export const DATE_FORMAT = 'dd/MM/yyyy';

/**
 * A date and a time of day (or, with `withTime` false, a day alone), picked from react-datepicker's
 * calendar and time list or typed; from today on.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
  withTime = true,
}: {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  error?: string;
  withTime?: boolean;
}) {
  const id = useId();
  return (
    <DatePickerField>
      <style>{datepickerCss}</style>
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        showTimeSelect={withTime}
        timeIntervals={15}
        dateFormat={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
        minDate={new Date()}
        calendarStartDay={1}
        preventOpenOnFocus
        placeholderText={withTime ? 'dd/mm/yyyy h:mm AM' : 'dd/mm/yyyy'}
        autoComplete="off"
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={error ? `${id}-error` : undefined}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </DatePickerField>
  );
}
