import { useState, type FormEvent } from 'react';
import { LocationAutocomplete } from 'api-calls';
import { Button, Select, media, type PickedPlace } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import {
  defaultFilter,
  minPayOptions,
  radiusOptions,
  wordsError,
  type BrowseFilter,
} from '../browse-filter';
import { SearchWordsField } from './search-words-field';

const Form = styled.form`
  ${column('md')}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 8rem 9rem auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
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

/** What the form shows for an applied filter: its words, place, radius and minimum pay. */
function draftOf(filter: BrowseFilter) {
  return {
    words: filter.words,
    text: filter.place?.name ?? '',
    place: filter.place,
    radius: String(filter.radiusKm),
    minPay: payText(filter.minHourlyCents),
  };
}

/**
 * Search words, location, radius and minimum pay. Nothing changes until Search or Apply (both
 * apply the whole form), which reload every category; Clear resets to no words, no location,
 * 5 km and any pay. The applied filter lives in the URL, so Back (or a shared link) changes it
 * under the form: the form then shows what is applied.
 */
export function BrowseFilters({
  filter,
  onApply,
}: {
  filter: BrowseFilter;
  onApply: (filter: BrowseFilter) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(filter));
  const [applied, setApplied] = useState(filter);
  const [unpicked, setUnpicked] = useState(false);
  if (JSON.stringify(applied) !== JSON.stringify(filter)) {
    setApplied(filter);
    setDraft(draftOf(filter));
    setUnpicked(false);
  }
  const change = (part: Partial<typeof draft>) => setDraft((now) => ({ ...now, ...part }));
  const wordsProblem = wordsError(draft.words);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Typed but not picked (or matching nothing): say so instead of quietly searching everywhere.
    const placeMissing = draft.text.trim() !== '' && !draft.place;
    setUnpicked(placeMissing);
    if (placeMissing || wordsProblem) return;
    onApply({
      words: draft.words.trim(),
      place: draft.place,
      radiusKm: Number(draft.radius),
      minHourlyCents: draft.minPay === '' ? null : Number(draft.minPay),
    });
  };

  const clear = () => {
    const reset = defaultFilter();
    setDraft(draftOf(reset));
    setUnpicked(false);
    onApply(reset);
  };

  return (
    <Form onSubmit={apply} aria-label="Filter jobs">
      <SearchWordsField
        value={draft.words}
        onChange={(words) => change({ words })}
        error={wordsProblem}
      />
      <Filters>
        <LocationAutocomplete
          label="Location"
          placeholder="Suburb or postcode"
          value={draft.text}
          onChange={(text) => {
            change({ text });
            setUnpicked(false);
          }}
          onPick={(picked: PickedPlace | null) => {
            change({ place: picked });
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
          value={draft.radius}
          onChange={(e) => change({ radius: e.target.value })}
          options={radiusOptions}
        />
        <Select
          label="Minimum pay"
          value={draft.minPay}
          onChange={(e) => change({ minPay: e.target.value })}
          options={minPayOptions(filter.minHourlyCents)}
        />
        <Actions>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
          <Button type="submit">Apply</Button>
        </Actions>
      </Filters>
    </Form>
  );
}
