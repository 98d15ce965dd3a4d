import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlaceDetailsResponse } from 'api-contract/places';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LocationField,
  PICK_TIMEOUT_MS,
  type PickedPlace,
  type PlaceLookup,
} from '../location-field';
import { renderWithTheme } from './render-with-theme';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NEWTOWN = {
  placeId: 'newtown',
  description: 'Newtown NSW 2042',
  mainText: 'Newtown',
  secondaryText: 'NSW 2042',
};
const NEWTOWN_POINT: PlaceDetailsResponse = { lat: -33.8978, lng: 151.1792, name: 'Newtown' };

/** A lookup that suggests Newtown and answers its coordinates only when `answer` is called. */
function slowLookup() {
  let answer: (place: PlaceDetailsResponse) => void = () => {};
  const lookup: PlaceLookup = {
    suggest: () => Promise.resolve([NEWTOWN]),
    details: () =>
      new Promise<PlaceDetailsResponse>((resolve) => {
        answer = resolve;
      }),
  };
  return { lookup, answer: (place: PlaceDetailsResponse) => answer(place) };
}

/** A form as the browse filters use it: the text and the picked place in state, read on submit. */
function FilterForm({
  lookup,
  onSubmit,
}: {
  lookup: PlaceLookup;
  onSubmit: (form: { text: string; place: PickedPlace | null }) => void;
}) {
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ text, place });
      }}
    >
      <LocationField
        label="Location"
        value={text}
        onChange={setText}
        onPick={setPlace}
        lookup={lookup}
        bias={null}
      />
      <button type="submit">Apply</button>
      <output aria-label="Picked place">{place?.name ?? ''}</output>
    </form>
  );
}

async function pickNewtown() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), {
    target: { value: 'Newt' },
  });
  fireEvent.mouseDown(await screen.findByRole('option', { name: /Newtown/ }));
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty(
    'value',
    'Newtown NSW 2042',
  );
}

describe('LocationField, a submit right after a pick', () => {
  it('waits for the picked place, then submits once with it', async () => {
    const { lookup, answer } = slowLookup();
    const onSubmit = vi.fn();
    renderWithTheme(<FilterForm lookup={lookup} onSubmit={onSubmit} />);
    await pickNewtown();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();

    answer(NEWTOWN_POINT);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      text: 'Newtown NSW 2042',
      place: { name: 'Newtown NSW 2042', lat: NEWTOWN_POINT.lat, lng: NEWTOWN_POINT.lng },
    });
  });

  it('submits at once when no pick is on its way', async () => {
    const { lookup, answer } = slowLookup();
    const onSubmit = vi.fn();
    renderWithTheme(<FilterForm lookup={lookup} onSubmit={onSubmit} />);
    await pickNewtown();
    answer(NEWTOWN_POINT);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Picked place' })).toHaveProperty(
        'textContent',
        'Newtown NSW 2042',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ place: { name: 'Newtown NSW 2042' } });
  });

  it('drops the late answer of a pick the person typed over', async () => {
    const { lookup, answer } = slowLookup();
    const onSubmit = vi.fn();
    renderWithTheme(<FilterForm lookup={lookup} onSubmit={onSubmit} />);
    await pickNewtown();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), {
      target: { value: 'Glebe' },
    });

    answer(NEWTOWN_POINT);
    // The answer travels through promise callbacks only: one task later, all of them have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Picked place' })).toHaveProperty('textContent', '');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Glebe', place: null });
  });

  it('lets the held submit go on without a place when the coordinates never come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { lookup } = slowLookup();
    const onSubmit = vi.fn();
    renderWithTheme(<FilterForm lookup={lookup} onSubmit={onSubmit} />);
    await pickNewtown();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.advanceTimersByTimeAsync(PICK_TIMEOUT_MS - 100);
    expect(onSubmit).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Newtown NSW 2042', place: null });
  });
});

describe('LocationField, words no place matches', () => {
  it('says so under the box, in a live region, and stops saying it once something matches', async () => {
    const lookup: PlaceLookup = {
      suggest: (input) => Promise.resolve(input.startsWith('Newt') ? [NEWTOWN] : []),
      details: () => Promise.resolve(NEWTOWN_POINT),
    };
    renderWithTheme(<FilterForm lookup={lookup} onSubmit={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(box, { target: { value: ' xyz ' } });
    const said = await screen.findByText('No suburb matches “xyz”');
    expect(said.getAttribute('role')).toBe('status');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(box, { target: { value: 'Newt' } });
    expect(await screen.findByRole('option', { name: /Newtown/ })).toBeTruthy();
    expect(screen.queryByText(/No suburb matches/)).toBeNull();

    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByText(/No suburb matches/)).toBeNull();
  });
});
