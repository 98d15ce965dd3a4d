import { z } from 'zod';
import { hasCoordinatePair, latitude, longitude, validationMessages } from './common';

/** One location suggestion (at most 5 are shown). */
export const locationSuggestion = z.object({
  placeId: z.string().min(1),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestion>;

/** A places session token groups the keystrokes and the final details lookup of one search. */
const placesSessionToken = z.string().min(1).max(256);

/**
 * GET /places/autocomplete query: input, optional session_token, optional lat + lng (both or
 * neither) and a two-letter country to bias the suggestions.
 */
export const placesAutocompleteQuery = z
  .strictObject({
    input: z.string().trim().min(1).max(200),
    session_token: placesSessionToken.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code.')
      .toUpperCase()
      .optional(),
  })
  .refine((q) => hasCoordinatePair(q.lat, q.lng), {
    message: validationMessages.coordinatesPair,
    path: ['lng'],
  });
export type PlacesAutocompleteQuery = z.infer<typeof placesAutocompleteQuery>;
export type PlacesAutocompleteQueryInput = z.input<typeof placesAutocompleteQuery>;

/** GET /places/autocomplete response. */
export const placesAutocompleteResponse = z.object({
  suggestions: z.array(locationSuggestion),
});
export type PlacesAutocompleteResponse = z.infer<typeof placesAutocompleteResponse>;

/** GET /places/details query. */
export const placeDetailsQuery = z.strictObject({
  place_id: z.string().min(1).max(512),
  session_token: placesSessionToken.optional(),
});
export type PlaceDetailsQuery = z.infer<typeof placeDetailsQuery>;

/** GET /places/details response: coordinates and the formatted name. */
export const placeDetailsResponse = z.object({
  lat: latitude,
  lng: longitude,
  name: z.string(),
});
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponse>;

/** GET /places/ip-location response: the caller's approximate location, Sydney/AU as fallback. */
export const ipLocationResponse = z.object({
  lat: latitude,
  lng: longitude,
  country: z.string().length(2),
});
export type IpLocationResponse = z.infer<typeof ipLocationResponse>;
