// The places calls (SPEC section 7, places group), bound to this build's contract: a remote
// compiles these in, so the kit the shell provides names no places endpoint.
import {
  DEFAULT_LOCATION,
  IP_LOOKUP_TIMEOUT_MS,
  MAX_LOCATION_SUGGESTIONS,
} from 'api-contract/common';
import { places } from 'api-contract/places';
import { apiClient, type PlaceBias, type PlaceLookup } from 'shared-kit';

/** Up to five suggestions for `input`; an empty list when the lookup fails (SPEC section 8). */
export const placeLookup: PlaceLookup = {
  async suggest(input, sessionToken, bias, signal) {
    try {
      const { suggestions } = await apiClient.call(places.autocomplete, {
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
  },
  details(placeId, sessionToken) {
    return apiClient.call(places.details, {
      query: { place_id: placeId, session_token: sessionToken },
    });
  },
};

/**
 * The visitor's approximate location from their IP address, to bias suggestions. A failure or a
 * lookup slower than two seconds gives Sydney, AU (SPEC section 9).
 */
export async function fetchIpLocation(timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<PlaceBias> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await apiClient.call(places.ipLocation, { signal: controller.signal });
  } catch {
    return { ...DEFAULT_LOCATION };
  } finally {
    clearTimeout(timer);
  }
}
