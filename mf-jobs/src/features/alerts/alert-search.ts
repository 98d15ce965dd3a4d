import type { AlertFrequency, CreateJobAlertRequest } from 'api-contract/alerts';
import type { CategoryCode } from 'api-contract/listings';
import type { PickedPlace } from 'shared-kit';

/** The search on screen that an alert would save (Browse Jobs' applied filter, minus category). */
export interface SearchToAlert {
  words: string;
  place: PickedPlace | null;
  radiusKm: number;
  minHourlyCents: number | null;
}

/** POST /student/alerts's body for the search, a category (null for all) and a frequency. */
export function alertRequestOf(
  search: SearchToAlert,
  category: CategoryCode | null,
  frequency: AlertFrequency,
): CreateJobAlertRequest {
  const { place } = search;
  return {
    search: {
      category_code: category,
      q: search.words.trim(),
      place: place
        ? { name: place.name, lat: place.lat, lng: place.lng, radius_km: search.radiusKm }
        : null,
      min_hourly_cents: search.minHourlyCents,
    },
    frequency,
  };
}

/** The query parameter that opens the alert dialog: a visitor comes back with it after login. */
export const ALERT_PARAM = 'alert';

/** The current screen's URL with the dialog asked for, to return to after logging in. */
export function returnWithDialog(pathname: string, search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.set(ALERT_PARAM, '1');
  return `${pathname}?${next.toString()}`;
}
