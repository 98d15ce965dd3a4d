import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { TextArea } from 'shared-kit';

/**
 * A moderator's words that an employer is mailed (an answer, a reinstatement's reason): required,
 * at most the contract's 250 characters, with its error until they type again.
 */
export function ReasonField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextArea
      label={label}
      required
      rows={3}
      maxLength={TEXT_AREA_MAX_LENGTH}
      value={value}
      error={error}
      onValueChange={onChange}
    />
  );
}
