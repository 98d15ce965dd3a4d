import { AU_STATES } from 'api-contract/accounts';
import { media, Select, TextField } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import {
  isAuState,
  type BusinessDraft,
  type DraftErrors,
  type DraftField,
} from '../business-draft';

const Group = styled.fieldset`
  ${column('md')}
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Suburb, state and postcode side by side where they fit; one under another on a phone. */
const Place = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

interface Props {
  draft: BusinessDraft;
  /** The problems to show now: a field's once it was left or a save was tried. */
  errors: DraftErrors;
  onChange: (change: Partial<BusinessDraft>) => void;
  onLeave: (field: DraftField) => void;
}

/**
 * Where the business is and how to reach it: an optional address (the street may be left out),
 * website and phone. Who sees each is said beside it.
 */
export function BusinessContactFields({ draft, errors, onChange, onLeave }: Props) {
  const text = (field: 'street' | 'suburb' | 'postcode' | 'website' | 'phone') => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    onBlur: () => onLeave(field),
    error: errors[field],
  });
  return (
    <>
      <Group>
        <legend>Address (optional)</legend>
        <TextField label="Street" optional autoComplete="street-address" {...text('street')} />
        <Place>
          <TextField label="Suburb" autoComplete="address-level2" {...text('suburb')} />
          <Select
            label="State"
            placeholder="Choose"
            options={STATE_OPTIONS}
            value={draft.state}
            onChange={(e) => onChange({ state: isAuState(e.target.value) ? e.target.value : '' })}
            onBlur={() => onLeave('state')}
            error={errors.state}
          />
          <TextField
            label="Postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            {...text('postcode')}
          />
        </Place>
      </Group>
      <TextField
        label="Website"
        optional
        hint="Shown on your listings with your suburb."
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...text('website')}
      />
      <TextField
        label="Business phone"
        optional
        hint="For our team only: students reach you through messages on the site."
        inputMode="tel"
        autoComplete="tel"
        {...text('phone')}
      />
    </>
  );
}
