// The places module's calls (api/src/places): location suggestions and the caller's rough place.
import { endpoint } from '../common/endpoint';
import {
  ipLocationResponse,
  placeDetailsQuery,
  placeDetailsResponse,
  placesAutocompleteQuery,
  placesAutocompleteResponse,
} from './places';

export const autocomplete = endpoint({
  method: 'GET',
  path: '/places/autocomplete',
  access: 'public',
  tag: 'places',
  operationId: 'placesAutocomplete',
  summary: 'Location suggestions (at most 5), biased toward lat/lng',
  query: placesAutocompleteQuery,
  response: placesAutocompleteResponse,
  errors: [429, 502],
});

export const details = endpoint({
  method: 'GET',
  path: '/places/details',
  access: 'public',
  tag: 'places',
  operationId: 'placesDetails',
  summary: 'Coordinates and name of a suggested place',
  query: placeDetailsQuery,
  response: placeDetailsResponse,
  errors: [404, 429, 502],
});

export const ipLocation = endpoint({
  method: 'GET',
  path: '/places/ip-location',
  access: 'public',
  tag: 'places',
  operationId: 'placesIpLocation',
  summary: "The caller's approximate location (Sydney, AU when unknown)",
  response: ipLocationResponse,
  errors: [429],
});
