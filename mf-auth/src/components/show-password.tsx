import { Checkbox } from 'shared-kit';

/**
 * "Show password": the password fields above it show what was typed (type text), so a person on a
 * phone can check it before sending; unticked again, they hide it.
 */
export function ShowPassword({
  shown,
  onChange,
  label = 'Show password',
}: {
  shown: boolean;
  onChange: (shown: boolean) => void;
  label?: string;
}) {
  return (
    <Checkbox label={label} checked={shown} onChange={(event) => onChange(event.target.checked)} />
  );
}
