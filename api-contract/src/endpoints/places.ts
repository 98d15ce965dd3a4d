// The endpoint table's places group: location suggestions, the caller's rough place (endpoints.places.*).
import { endpoint } from '../endpoint';
import * as placesSchemas from '../places';

export const autocomplete = endpoint({
  method: 'GET',
  path: '/places/autocomplete',
  access: 'public',
  tag: 'places',
  summary: 'Location suggestions (at most 5), biased toward lat/lng',
  query: placesSchemas.placesAutocompleteQuery,
  response: placesSchemas.placesAutocompleteResponse,
  errors: [429, 502],
});

export const details = endpoint({
  method: 'GET',
  path: '/places/details',
  access: 'public',
  tag: 'places',
  summary: 'Coordinates and name of a suggested place',
  query: placesSchemas.placeDetailsQuery,
  response: placesSchemas.placeDetailsResponse,
  errors: [404, 429, 502],
});

export const ipLocation = endpoint({
  method: 'GET',
  path: '/places/ip-location',
  access: 'public',
  tag: 'places',
  summary: "The caller's approximate location (Sydney, AU when unknown)",
  response: placesSchemas.ipLocationResponse,
  errors: [429],
});
