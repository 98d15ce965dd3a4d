// Google Places API (New): autocomplete and place details with the browser's session token, so
// Google bills one session per search. Used when GOOGLE_MAPS_API_KEY is set.
import { MAX_LOCATION_SUGGESTIONS, type LocationSuggestion } from 'api-contract';
import { z } from 'zod';
import { PlacesUnavailableError, type AutocompleteRequest, type PlacesProvider } from './provider';

const API = 'https://places.googleapis.com/v1';
/** Radius of the bias circle around the caller's location. */
const BIAS_RADIUS_M = 50_000;
const TIMEOUT_MS = 2000;

const text = z.object({ text: z.string() }).partial();
const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: text.optional(),
            structuredFormat: z
              .object({ mainText: text.optional(), secondaryText: text.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const detailsResponse = z.object({
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  formattedAddress: z.string().optional(),
  displayName: text.optional(),
});

export interface GoogleRequest {
  url: string;
  init: RequestInit;
}

/** The autocomplete call: POST places:autocomplete with a circle bias and the region. */
export function autocompleteRequest(apiKey: string, request: AutocompleteRequest): GoogleRequest {
  const body: Record<string, unknown> = { input: request.input };
  if (request.sessionToken) body.sessionToken = request.sessionToken;
  if (request.country) {
    body.includedRegionCodes = [request.country.toLowerCase()];
    body.regionCode = request.country.toLowerCase();
  }
  if (request.lat !== undefined && request.lng !== undefined) {
    body.locationBias = {
      circle: { center: { latitude: request.lat, longitude: request.lng }, radius: BIAS_RADIUS_M },
    };
    body.origin = { latitude: request.lat, longitude: request.lng };
  }
  return {
    url: `${API}/places:autocomplete`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
      body: JSON.stringify(body),
    },
  };
}

/** The details call: GET places/{id} with only the fields we read (cheaper SKU). */
export function detailsRequest(
  apiKey: string,
  placeId: string,
  sessionToken?: string,
): GoogleRequest {
  const query = sessionToken ? `?sessionToken=${encodeURIComponent(sessionToken)}` : '';
  return {
    url: `${API}/places/${encodeURIComponent(placeId)}${query}`,
    init: {
      method: 'GET',
      headers: {
        'x-goog-api-key': apiKey,
        'x-goog-fieldmask': 'location,formattedAddress,displayName',
      },
    },
  };
}

export function mapSuggestions(json: unknown): LocationSuggestion[] {
  const parsed = autocompleteResponse.parse(json);
  return (parsed.suggestions ?? [])
    .flatMap(({ placePrediction: p }) => {
      if (!p) return [];
      const description = p.text?.text ?? '';
      return [
        {
          placeId: p.placeId,
          description,
          mainText: p.structuredFormat?.mainText?.text ?? description,
          secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
        },
      ];
    })
    .slice(0, MAX_LOCATION_SUGGESTIONS);
}

export function mapDetails(json: unknown) {
  const parsed = detailsResponse.parse(json);
  return {
    lat: parsed.location.latitude,
    lng: parsed.location.longitude,
    name: parsed.formattedAddress ?? parsed.displayName?.text ?? '',
  };
}

export class GooglePlacesProvider implements PlacesProvider {
  readonly name = 'google' as const;

  constructor(
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call({ url, init }: GoogleRequest): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PlacesUnavailableError('Google Places did not answer', { cause: error });
    }
  }

  async autocomplete(request: AutocompleteRequest): Promise<LocationSuggestion[]> {
    const response = await this.call(autocompleteRequest(this.apiKey, request));
    if (!response.ok) throw new PlacesUnavailableError(`Google Places answered ${response.status}`);
    return mapSuggestions(await response.json());
  }

  async details(placeId: string, sessionToken?: string) {
    const response = await this.call(detailsRequest(this.apiKey, placeId, sessionToken));
    // Google answers 400 INVALID_ARGUMENT for a malformed id and 404 for an unknown one.
    if (response.status === 404 || response.status === 400) return undefined;
    if (!response.ok) throw new PlacesUnavailableError(`Google Places answered ${response.status}`);
    return mapDetails(await response.json());
  }
}
