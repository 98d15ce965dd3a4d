import type { PayUnit } from 'api-contract/listings';
import { ChoiceGroup } from '../../../components/choice-group';

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
    <ChoiceGroup>
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
    </ChoiceGroup>
  );
}
