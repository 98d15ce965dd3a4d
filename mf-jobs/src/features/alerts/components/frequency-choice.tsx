import type { AlertFrequency } from 'api-contract/alerts';
import { DIGEST_MAX_JOBS } from 'api-contract/common';
import { focusRing } from 'shared-kit';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// A whole row is the target (44px at least), and the chosen one is outlined in the brand colour.
const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input:focus-visible {
    ${focusRing}
  }
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const choices: { value: AlertFrequency; label: string; hint: string }[] = [
  { value: 'instant', label: "As soon as they're posted", hint: 'An email for each new job.' },
  {
    value: 'daily',
    label: 'Once a day',
    hint: `One email a day listing up to ${DIGEST_MAX_JOBS} new jobs.`,
  },
];

/** How often the alert mails: instant or a daily digest (native radios, one fieldset). */
export function FrequencyChoice({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}) {
  return (
    <Group>
      <legend>Email me</legend>
      {choices.map((choice) => (
        <Choice key={choice.value}>
          <input
            type="radio"
            name="alert-frequency"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label}
            <small>{choice.hint}</small>
          </span>
        </Choice>
      ))}
    </Group>
  );
}
