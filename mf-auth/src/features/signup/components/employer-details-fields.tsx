import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { TextArea, TextField } from 'shared-kit';
import type { EmployerDraft } from '../details-form';

/** The employer's business profile fields. */
export function EmployerDetailsFields({
  draft,
  onChange,
  errors,
}: {
  draft: EmployerDraft;
  onChange: (draft: EmployerDraft) => void;
  errors: { business_name?: string };
}) {
  return (
    <>
      <TextField
        label="Business name"
        autoComplete="organization"
        required
        value={draft.business_name}
        onChange={(e) => onChange({ ...draft, business_name: e.target.value })}
        error={errors.business_name}
      />
      <TextArea
        label="Business description"
        hint="What you do and what it's like to work with you."
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.target.value })}
      />
    </>
  );
}
