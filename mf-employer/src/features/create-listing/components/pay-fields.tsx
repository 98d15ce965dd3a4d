import {
  type EmploymentType,
  FAIR_WORK_PAY_CALCULATOR_URL,
  SCHEDULE_MAX_LENGTH,
} from 'api-contract/listings';
import { Checkbox, FieldHint, Select, TextField, VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import {
  employmentTypeOptions,
  visiblePayErrors,
  withEmploymentType,
  type PayCheck,
  type PayDraft,
} from '../pay-form';
import { FIELD_IDS } from '../listing-form';
import { PayUnitChoice } from './pay-unit-choice';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Hours = styled.div`
  ${column('xs')}
`;

/** Pay and Hours: type of work, rate or fixed amount, hours, usual times and junior rates. */
export function PayFields({
  pay,
  check,
  onChange,
}: {
  pay: PayDraft;
  check: PayCheck;
  onChange: (pay: PayDraft) => void;
}) {
  const set = (patch: Partial<PayDraft>) => onChange({ ...pay, ...patch });
  const errors = visiblePayErrors(pay, check);
  const oneOff = pay.employmentType === 'one_off';
  return (
    <>
      <Intro>
        Pay must be at least the legal minimum for the work. Award rates (e.g. Hospitality, Retail)
        are often higher: check yours with{' '}
        <a href={FAIR_WORK_PAY_CALCULATOR_URL} target="_blank" rel="noopener noreferrer">
          Fair Work&apos;s pay calculator
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        .
      </Intro>
      <Select
        id={FIELD_IDS.employmentType}
        label="Type of work"
        required
        placeholder="Choose a type"
        options={employmentTypeOptions}
        value={pay.employmentType}
        onChange={(e) => onChange(withEmploymentType(pay, e.target.value as EmploymentType | ''))}
      />
      {oneOff && <PayUnitChoice value={pay.unit} onChange={(unit) => set({ unit })} />}
      <TextField
        id={FIELD_IDS.amount}
        label={pay.unit === 'gig' && oneOff ? 'Amount for the gig ($)' : 'Pay per hour ($)'}
        hint={
          pay.unit === 'gig' && oneOff
            ? 'Dollars for the whole gig, e.g. 420.'
            : 'Dollars and cents, e.g. 34.50.'
        }
        required
        inputMode="decimal"
        autoComplete="off"
        value={pay.amount}
        onChange={(e) => set({ amount: e.target.value })}
        error={errors.amount}
      />
      <Hours>
        <Pair>
          <TextField
            id={FIELD_IDS.hoursFrom}
            label="Hours from"
            required
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="hours-hint"
            value={pay.hoursFrom}
            onChange={(e) => set({ hoursFrom: e.target.value })}
            error={errors.hoursFrom}
          />
          <TextField
            id={FIELD_IDS.hoursTo}
            label="Hours to"
            optional
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="hours-hint"
            value={pay.hoursTo}
            onChange={(e) => set({ hoursTo: e.target.value })}
            error={errors.hoursTo}
          />
        </Pair>
        <FieldHint id="hours-hint">
          {oneOff ? 'Hours for the whole gig' : 'Hours per week'}; half hours are fine (7.5). For a
          set number of hours, leave &ldquo;to&rdquo; empty.
        </FieldHint>
      </Hours>
      <TextField
        id={FIELD_IDS.schedule}
        label="Usual days and times"
        optional
        hint="e.g. Sat and Sun, 6am to 1pm."
        maxLength={SCHEDULE_MAX_LENGTH}
        value={pay.schedule}
        onChange={(e) => set({ schedule: e.target.value })}
        error={errors.schedule}
      />
      <Checkbox
        label="Junior rates apply"
        hint="Workers under 21 may be paid a set percentage of the adult rate for their age. The listing shows students the age bands and their minimum rates."
        checked={pay.juniorRates}
        onChange={(e) => set({ juniorRates: e.target.checked })}
      />
    </>
  );
}
