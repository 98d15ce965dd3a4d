import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, SEARCH_WORDS_MAX_LENGTH } from 'api-contract/common';
import type { PickedPlace } from 'shared-kit';
import { MIN_PAY_PARAM, minPayFromSearch, withMinPay, type BrowseFilter } from './browse-filter';

// The whole filter lives in the URL (?q=barista&place=Newtown NSW&lat=…&lng=…&radius=10&min_pay=35)
// so a search can be shared and Back restores it. Each part is read defensively: a hand-edited
// link loses the part that makes no sense rather than failing the page.
const WORDS = 'q';
const PLACE = 'place';
const LAT = 'lat';
const LNG = 'lng';
const RADIUS = 'radius';

/** The parameters this module owns, in the order they are written. */
const OWNED = [WORDS, PLACE, LAT, LNG, RADIUS, MIN_PAY_PARAM] as const;

/** A coordinate as text, to about a metre: enough for a suburb, short enough for a link. */
const coordinate = (value: number) => String(Number(value.toFixed(5)));

function numberIn(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

function placeFromSearch(search: URLSearchParams): PickedPlace | null {
  const name = search.get(PLACE)?.trim() ?? '';
  const lat = numberIn(search.get(LAT), -90, 90);
  const lng = numberIn(search.get(LNG), -180, 180);
  return name !== '' && lat !== null && lng !== null ? { name, lat, lng } : null;
}

function radiusFromSearch(search: URLSearchParams): number {
  const km = Number(search.get(RADIUS));
  return (RADIUS_OPTIONS_KM as readonly number[]).includes(km) ? km : DEFAULT_RADIUS_KM;
}

/** The filter a URL's search describes; what it leaves out is the default. */
export function filterFromSearch(search: URLSearchParams): BrowseFilter {
  const place = placeFromSearch(search);
  return {
    words: (search.get(WORDS) ?? '').trim().slice(0, SEARCH_WORDS_MAX_LENGTH),
    place,
    radiusKm: place ? radiusFromSearch(search) : DEFAULT_RADIUS_KM,
    minHourlyCents: minPayFromSearch(search),
  };
}

/** The search with `filter` written in (defaults left out); parameters of others are kept. */
export function withFilter(search: URLSearchParams, filter: BrowseFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of OWNED) next.delete(key);
  const words = filter.words.trim();
  if (words !== '') next.set(WORDS, words);
  if (filter.place) {
    next.set(PLACE, filter.place.name);
    next.set(LAT, coordinate(filter.place.lat));
    next.set(LNG, coordinate(filter.place.lng));
    next.set(RADIUS, String(filter.radiusKm));
  }
  return withMinPay(next, filter.minHourlyCents);
}
