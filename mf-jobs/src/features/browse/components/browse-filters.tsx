import { useState, type FormEvent } from 'react';
import { Button, LocationAutocomplete, Select, media, type PickedPlace } from 'shared-kit';
import styled from 'styled-components';
import { defaultFilter, radiusOptions, type BrowseFilter } from '../browse-filter';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 10rem auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.mobile} {
    grid-template-columns: 1fr;
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

/**
 * Location and radius. Nothing changes until Apply, which sets both and reloads every category;
 * Clear resets to no location and 5 km and reloads.
 */
export function BrowseFilters({ onApply }: { onApply: (filter: BrowseFilter) => void }) {
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [radius, setRadius] = useState(String(defaultFilter().radiusKm));
  const [unpicked, setUnpicked] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Typed but not picked (or matching nothing): say so instead of quietly searching everywhere.
    if (text.trim() !== '' && !place) {
      setUnpicked(true);
      return;
    }
    onApply({ place, radiusKm: Number(radius) });
  };

  const clear = () => {
    const reset = defaultFilter();
    setText('');
    setPlace(null);
    setUnpicked(false);
    setRadius(String(reset.radiusKm));
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
      <Actions>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
        <Button type="submit">Apply</Button>
      </Actions>
    </Form>
  );
}
