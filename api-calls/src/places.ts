import {
  DEFAULT_LOCATION,
  IP_LOOKUP_TIMEOUT_MS,
  MAX_LOCATION_SUGGESTIONS,
  endpoints,
  type IpLocationResponse,
  type LocationSuggestion,
  type PlaceDetailsResponse,
} from 'api-contract';
import { apiClient } from './api-client';

/** Where suggestions are biased toward: a point and a two-letter country. */
export type PlaceBias = IpLocationResponse;

/** Up to five suggestions for `input`; an empty list when the lookup fails (SPEC section 8). */
export async function fetchPlaceSuggestions(
  input: string,
  sessionToken: string,
  bias: PlaceBias | null,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  try {
    const { suggestions } = await apiClient.call(endpoints.places.autocomplete, {
      query: {
        input,
        session_token: sessionToken,
        lat: bias?.lat,
        lng: bias?.lng,
        country: bias?.country,
      },
      signal,
    });
    return suggestions.slice(0, MAX_LOCATION_SUGGESTIONS);
  } catch {
    return [];
  }
}

/** The coordinates and name of a picked suggestion (ends the places session). */
export function fetchPlaceDetails(
  placeId: string,
  sessionToken: string,
): Promise<PlaceDetailsResponse> {
  return apiClient.call(endpoints.places.details, {
    query: { place_id: placeId, session_token: sessionToken },
  });
}

/**
 * The visitor's approximate location from their IP address, to bias suggestions. A failure or a
 * lookup slower than two seconds gives Sydney, AU (SPEC section 9).
 */
export async function fetchIpLocation(timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<PlaceBias> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await apiClient.call(endpoints.places.ipLocation, { signal: controller.signal });
  } catch {
    return { ...DEFAULT_LOCATION };
  } finally {
    clearTimeout(timer);
  }
}

/** A new places session token: one per search, from the first keystroke to the pick. */
export function newPlacesSessionToken(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);
}
