// Places behind the API (ARCHITECTURE.md): the browser asks us, we ask the provider. Google
// Places when GOOGLE_MAPS_API_KEY is set, else an offline gazetteer of Australian localities.
import type { LocationSuggestion, PlaceDetailsResponse } from 'api-contract';

export interface AutocompleteRequest {
  input: string;
  sessionToken?: string;
  /** Bias toward this point (both or neither). */
  lat?: number;
  lng?: number;
  /** Two-letter country code to bias (Google restricts to it; the gazetteer is Australia only). */
  country?: string;
}

export interface PlacesProvider {
  readonly name: 'gazetteer' | 'google';
  /** At most MAX_LOCATION_SUGGESTIONS suggestions, best first. */
  autocomplete(request: AutocompleteRequest): Promise<LocationSuggestion[]>;
  /** Coordinates and name of a suggestion's place; undefined when the id is unknown. */
  details(placeId: string, sessionToken?: string): Promise<PlaceDetailsResponse | undefined>;
}

/** The provider failed (network, quota); the route answers 502 and the screen shows nothing. */
export class PlacesUnavailableError extends Error {
  override readonly name = 'PlacesUnavailableError';
}
