import type { PayUnit } from 'api-contract/listings';
import { RadioChoices } from 'ui';

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
    <RadioChoices
      look="plain"
      legend="How is it paid?"
      name="pay-unit"
      value={value}
      choices={CHOICES}
      onChange={onChange}
    />
  );
}
