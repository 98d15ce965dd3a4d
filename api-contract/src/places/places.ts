import { z } from 'zod/mini';
import { hasCoordinatePair, latitude, longitude, validationMessages } from '../common/schemas';

/** One location suggestion (at most 5 are shown). */
export const locationSuggestion = z.object({
  placeId: /* @__PURE__ */ z.string().check(z.minLength(1)),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestion>;

/** A places session token groups the keystrokes and the final details lookup of one search. */
const placesSessionToken = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(256));

/**
 * GET /places/autocomplete query: input, optional session_token, optional lat + lng (both or
 * neither) and a two-letter country to bias the suggestions.
 */
export const placesAutocompleteQuery = /* @__PURE__ */ z
  .strictObject({
    input: /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    session_token: z.optional(placesSessionToken),
    lat: z.optional(/* @__PURE__ */ z.coerce.number().check(z.gte(-90), z.lte(90))),
    lng: z.optional(/* @__PURE__ */ z.coerce.number().check(z.gte(-180), z.lte(180))),
    country: z.optional(
      /* @__PURE__ */ z
        .string()
        .check(
          z.trim(),
          z.regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code.'),
          z.toUpperCase(),
        ),
    ),
  })
  .check(
    z.refine((q) => hasCoordinatePair(q.lat, q.lng), {
      message: validationMessages.coordinatesPair,
      path: ['lng'],
    }),
  );
export type PlacesAutocompleteQuery = z.infer<typeof placesAutocompleteQuery>;
export type PlacesAutocompleteQueryInput = z.input<typeof placesAutocompleteQuery>;

/** GET /places/autocomplete response. */
export const placesAutocompleteResponse = z.object({
  suggestions: z.array(locationSuggestion),
});
export type PlacesAutocompleteResponse = z.infer<typeof placesAutocompleteResponse>;

/** GET /places/details query. */
export const placeDetailsQuery = z.strictObject({
  place_id: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(512)),
  session_token: z.optional(placesSessionToken),
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
  country: /* @__PURE__ */ z.string().check(z.length(2)),
});
export type IpLocationResponse = z.infer<typeof ipLocationResponse>;
