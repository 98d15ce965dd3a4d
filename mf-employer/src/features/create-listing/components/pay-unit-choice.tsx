import type { PayUnit } from 'api-contract';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 1.75rem;
    cursor: pointer;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const CHOICES: { value: PayUnit; label: string }[] = [
  { value: 'hour', label: 'Per hour' },
  { value: 'gig', label: 'A fixed amount for the gig' },
];

/** Per hour or a fixed amount: offered for one-off gigs only (the contract allows no other). */
export function PayUnitChoice({
  value,
  onChange,
}: {
  value: PayUnit;
  onChange: (unit: PayUnit) => void;
}) {
  return (
    <Group>
      <legend>How is it paid?</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name="pay-unit"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}
