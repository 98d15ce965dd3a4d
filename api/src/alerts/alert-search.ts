// A job alert's search, between the contract's shape and the table's columns, and its key: the
// same search written twice (other spacing or case in the words) is one alert.
import type { AlertSearch, JobAlert } from 'api-contract';

export interface AlertRow extends Record<string, unknown> {
  id: string;
  category_code: AlertSearch['category_code'];
  words: string;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_km: number | null;
  min_hourly_cents: number | null;
  frequency: JobAlert['frequency'];
  paused: boolean;
  created_at: string;
}

/** Words as they are kept: trimmed, runs of spaces made one. */
export const normalWords = (words: string) => words.trim().replace(/\s+/g, ' ');

export function searchKey(search: AlertSearch): string {
  const place = search.place;
  return JSON.stringify([
    search.category_code,
    normalWords(search.q).toLowerCase(),
    place ? [place.name.trim().toLowerCase(), place.lat.toFixed(4), place.lng.toFixed(4)] : null,
    place?.radius_km ?? null,
    search.min_hourly_cents,
  ]);
}

/** The search of an alert's row (its place only when all four of its columns are set). */
export function searchFromRow(
  row: Pick<
    AlertRow,
    | 'category_code'
    | 'words'
    | 'place_name'
    | 'latitude'
    | 'longitude'
    | 'radius_km'
    | 'min_hourly_cents'
  >,
): AlertSearch {
  return {
    category_code: row.category_code,
    q: row.words,
    place:
      row.place_name !== null &&
      row.latitude !== null &&
      row.longitude !== null &&
      row.radius_km !== null
        ? {
            name: row.place_name,
            lat: row.latitude,
            lng: row.longitude,
            radius_km: row.radius_km,
          }
        : null,
    min_hourly_cents: row.min_hourly_cents,
  };
}

export function alertFromRow(row: AlertRow): JobAlert {
  return {
    id: row.id,
    search: searchFromRow(row),
    frequency: row.frequency,
    paused: row.paused,
    created_at: row.created_at,
  };
}
