import { useState, type FormEvent } from 'react';
import { Button, LocationAutocomplete, Select, media, type PickedPlace } from 'shared-kit';
import styled from 'styled-components';
import { defaultFilter, minPayOptions, radiusOptions, type BrowseFilter } from '../browse-filter';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 8rem 9rem auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child,
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  ${media.mobile} {
    > * {
      flex: 1;
    }
  }
`;

const payText = (cents: number | null) => (cents === null ? '' : String(cents));

/**
 * Location, radius and minimum pay. Nothing changes until Apply, which sets them and reloads every
 * category; Clear resets to no location, 5 km and any pay, and reloads. The minimum pay applied
 * lives in the URL, so Back (or a shared link) brings it back: the select follows it.
 */
export function BrowseFilters({
  minHourlyCents,
  onApply,
}: {
  minHourlyCents: number | null;
  onApply: (filter: BrowseFilter) => void;
}) {
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [radius, setRadius] = useState(String(defaultFilter().radiusKm));
  const [minPay, setMinPay] = useState(payText(minHourlyCents));
  const [applied, setApplied] = useState(minHourlyCents);
  const [unpicked, setUnpicked] = useState(false);
  // Back and Forward change the applied minimum under the form: show what is applied.
  if (applied !== minHourlyCents) {
    setApplied(minHourlyCents);
    setMinPay(payText(minHourlyCents));
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Typed but not picked (or matching nothing): say so instead of quietly searching everywhere.
    if (text.trim() !== '' && !place) {
      setUnpicked(true);
      return;
    }
    onApply({
      place,
      radiusKm: Number(radius),
      minHourlyCents: minPay === '' ? null : Number(minPay),
    });
  };

  const clear = () => {
    const reset = defaultFilter();
    setText('');
    setPlace(null);
    setUnpicked(false);
    setRadius(String(reset.radiusKm));
    setMinPay('');
    onApply(reset);
  };

  return (
    <Form onSubmit={apply} aria-label="Filter jobs">
      <LocationAutocomplete
        label="Location"
        placeholder="Suburb or postcode"
        value={text}
        onChange={(typed) => {
          setText(typed);
          setUnpicked(false);
        }}
        onPick={(picked) => {
          setPlace(picked);
          if (picked) setUnpicked(false);
        }}
        error={
          unpicked
            ? 'Choose a suburb from the suggestions to filter by location, or clear the box.'
            : undefined
        }
      />
      <Select
        label="Radius"
        value={radius}
        onChange={(e) => setRadius(e.target.value)}
        options={radiusOptions}
      />
      <Select
        label="Minimum pay"
        value={minPay}
        onChange={(e) => setMinPay(e.target.value)}
        options={minPayOptions(minHourlyCents)}
      />
      <Actions>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
        <Button type="submit">Apply</Button>
      </Actions>
    </Form>
  );
}
