import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, SEARCH_WORDS_MAX_LENGTH } from 'api-contract/common';
import { formatDollars, PAY_CENTS_MAX, searchWordsProblem } from 'api-contract/listings';
import { type PickedPlace } from 'shared-kit';

/**
 * The filter the categories are loaded with: search words ('' for none), a picked place (or none),
 * a radius, and the least an hour a job must pay (null for any pay).
 */
export interface BrowseFilter {
  words: string;
  place: PickedPlace | null;
  radiusKm: number;
  minHourlyCents: number | null;
}

/** No words, no location, the default radius and any pay: what Clear goes back to. */
export const defaultFilter = (): BrowseFilter => ({
  words: '',
  place: null,
  radiusKm: DEFAULT_RADIUS_KM,
  minHourlyCents: null,
});

export const radiusOptions = RADIUS_OPTIONS_KM.map((km) => ({
  value: String(km),
  label: `${km} km`,
}));

/** The search parameter that carries the minimum pay, in dollars an hour ("?min_pay=35"). */
export const MIN_PAY_PARAM = 'min_pay';

/** The minimums offered; an adult casual's legal minimum is a little over $31 an hour. */
const MIN_PAY_DOLLARS = [30, 32, 35, 40] as const;

const minPayLabel = (cents: number) => `${formatDollars(cents)}+/h`;

/** The choices of the Minimum pay select: "" is any pay, others are cents as text. */
export function minPayOptions(current: number | null) {
  const cents: number[] = MIN_PAY_DOLLARS.map((dollars) => dollars * 100);
  // A shared link may carry a minimum the list does not offer: show it rather than drop it.
  if (current !== null && !cents.includes(current)) {
    cents.push(current);
    cents.sort((a, b) => a - b);
  }
  return [
    { value: '', label: 'Any pay' },
    ...cents.map((c) => ({ value: String(c), label: minPayLabel(c) })),
  ];
}

/** The minimum pay in a URL's search, in cents; null when absent or not a sensible amount. */
export function minPayFromSearch(search: URLSearchParams): number | null {
  const text = search.get(MIN_PAY_PARAM);
  if (text === null || !/^\d{1,5}(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 && cents <= PAY_CENTS_MAX ? cents : null;
}

/** The search with the minimum pay set (in dollars, "32.5") or removed; other parameters kept. */
export function withMinPay(search: URLSearchParams, cents: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (cents === null) next.delete(MIN_PAY_PARAM);
  else next.set(MIN_PAY_PARAM, String(cents / 100));
  return next;
}

/** The error of search words the API would refuse (too long, or too costly to search), else null. */
export function wordsError(words: string): string | null {
  const length = words.trim().length;
  return length > SEARCH_WORDS_MAX_LENGTH
    ? `Use at most ${SEARCH_WORDS_MAX_LENGTH} characters (${length} now).`
    : searchWordsProblem(words);
}
