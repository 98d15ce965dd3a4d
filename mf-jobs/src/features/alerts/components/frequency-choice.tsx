import type { AlertFrequency } from 'api-contract/alerts';
import { DIGEST_MAX_JOBS } from 'api-contract/common';
import { RadioChoices } from 'ui';

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
    <RadioChoices
      legend="Email me"
      name="alert-frequency"
      value={value}
      choices={choices}
      onChange={onChange}
    />
  );
}
