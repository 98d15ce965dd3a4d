import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type {
  IpLocationResponse,
  LocationSuggestion,
  PlaceDetailsResponse,
} from 'api-contract/places';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  LabelText,
  controlStyles,
  useFieldIds,
} from './field-parts';

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Always in the page (a live region must be there before its words change), empty until a
// lookup finds nothing.
const NoMatch = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;

const Picked = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A picked place: its name and coordinates. */
export interface PickedPlace {
  name: string;
  lat: number;
  lng: number;
}

/** Where suggestions are biased toward: a point and a two-letter country. */
export type PlaceBias = IpLocationResponse;

/**
 * How a {@link LocationField} finds places. The field names no endpoint: each remote passes one
 * bound to the places calls of the contract it was built with (`LocationAutocomplete` in
 * api-calls), so the calls travel in the remote, not in the shared kit.
 */
export interface PlaceLookup {
  /** Up to five suggestions for `input`; an empty list when the lookup fails (SPEC section 8). */
  suggest(
    input: string,
    sessionToken: string,
    bias: PlaceBias | null,
    signal: AbortSignal,
  ): Promise<LocationSuggestion[]>;
  /** The coordinates and name of a picked suggestion (ends the places session). */
  details(placeId: string, sessionToken: string): Promise<PlaceDetailsResponse>;
}

/** A new places session token: one per search, from the first keystroke to the pick. */
function newPlacesSessionToken(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  label: ReactNode;
  /** The text in the box. */
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was picked (with coordinates), or the text changed after a pick (null). */
  onPick: (place: PickedPlace | null) => void;
  /** Finds the suggestions and a picked place's coordinates. */
  lookup: PlaceLookup;
  /** Point and country the suggestions lean toward; null for none. */
  bias: PlaceBias | null;
  /** Show the picked place's suburb, state and postcode under the box, so a wrong pick shows. */
  showPicked?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  id?: string;
}

const DEBOUNCE_MS = 200;
/** How long a picked place's coordinates may take before the pick counts as failed. */
export const PICK_TIMEOUT_MS = 5000;

/** `promise`, or a rejection once `ms` have passed without its answer. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The place lookup took too long.')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A location box with at most five suggestions from `lookup` (WAI-ARIA combobox: arrow keys move,
 * Enter picks, Escape closes). Picking fetches the place's coordinates; a lookup that finds nothing
 * says "No suburb matches “xyz”" under the box, in a live region (a failed lookup answers no
 * suggestions, SPEC section 8, and reads the same). A submit of the field's form while a picked place's coordinates are on
 * their way waits for them: the form is submitted again once `onPick` has had its answer, so a
 * quick Apply or Post never goes without the place that was picked. Typing after a pick drops the
 * pick's late answer.
 */
export function LocationField(props: LocationFieldProps) {
  const { label, value, onChange, onPick, hint, error, required, placeholder, showPicked } = props;
  const { lookup, bias } = props;
  const [picked, setPicked] = useState<LocationSuggestion | null>(null);
  const { controlId, hintId, errorId, aria } = useFieldIds(props.id, hint, error);
  const listId = `${controlId}-listbox`;
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  /** The words the last lookup found nothing for, said under the box; null otherwise. */
  const [unmatched, setUnmatched] = useState<string | null>(null);
  const session = useRef(newPlacesSessionToken());
  const inputRef = useRef<HTMLInputElement>(null);
  /** The pick whose coordinates are on their way, if any. */
  const resolving = useRef<Promise<unknown> | null>(null);
  /** A submit held while they are: its submitter, or true when it had none. */
  const heldSubmit = useRef<HTMLElement | true | null>(null);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    // On the form itself, so it runs before React's handler, which listens at the root.
    const hold = (event: SubmitEvent) => {
      if (!resolving.current) return;
      event.preventDefault();
      event.stopPropagation();
      heldSubmit.current = event.submitter ?? true;
    };
    form.addEventListener('submit', hold);
    return () => {
      form.removeEventListener('submit', hold);
      resolving.current = null;
      heldSubmit.current = null;
    };
  }, []);

  useEffect(() => {
    if (query === null || query.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void lookup.suggest(query.trim(), session.current, bias, controller.signal).then((found) => {
        if (controller.signal.aborted) return;
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setUnmatched(found.length > 0 ? null : query.trim());
      });
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, bias, lookup]);

  const type = (text: string) => {
    resolving.current = null;
    heldSubmit.current = null;
    onChange(text);
    onPick(null);
    setPicked(null);
    setQuery(text);
    if (text.trim() === '') {
      setUnmatched(null);
      setSuggestions([]);
      setOpen(false);
    }
  };

  const pick = (suggestion: LocationSuggestion) => {
    setOpen(false);
    setUnmatched(null);
    setQuery(null);
    setPicked(suggestion);
    onChange(suggestion.description);
    const token = session.current;
    session.current = newPlacesSessionToken();
    const answer = within(lookup.details(suggestion.placeId, token), PICK_TIMEOUT_MS).then(
      (place): PickedPlace => ({ name: suggestion.description, lat: place.lat, lng: place.lng }),
      () => null,
    );
    resolving.current = answer;
    void answer.then((place) => {
      if (resolving.current !== answer) return;
      resolving.current = null;
      // Rendered at once, so a held submit reads the form with the place in it.
      flushSync(() => onPick(place));
      const submitter = heldSubmit.current;
      heldSubmit.current = null;
      const form = inputRef.current?.form;
      if (form && submitter) {
        form.requestSubmit(submitter !== true && form.contains(submitter) ? submitter : undefined);
      }
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={controlId}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Wrap>
        <Input
          ref={inputRef}
          id={controlId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          required={required}
          placeholder={placeholder}
          value={value}
          $invalid={Boolean(error)}
          onChange={(e) => type(e.target.value)}
          onKeyDown={keyDown}
          onBlur={() => setOpen(false)}
          {...aria}
        />
        <List id={listId} role="listbox" aria-label="Suggestions" hidden={!open}>
          {suggestions.map((s, index) => (
            <Option
              key={s.placeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
            >
              <span>{s.mainText}</span>
              <small>{s.secondaryText}</small>
            </Option>
          ))}
        </List>
      </Wrap>
      <NoMatch role="status" aria-live="polite">
        {unmatched !== null && `No suburb matches “${unmatched}”`}
      </NoMatch>
      {showPicked && picked && value === picked.description && (
        <Picked>
          Picked: {picked.mainText}, {picked.secondaryText}
        </Picked>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
