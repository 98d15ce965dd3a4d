// The reference data screens of several remotes read: queries on the shared query client, keyed by
// the endpoint's path (`endpointKey`), so a remote that opens after another finds the answer cached
// whichever remote asked first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { places } from 'api-contract/places';
import { apiClient } from 'shared-kit';
import { fetchIpLocation } from './places';

/** GET /system/qualifications: the qualification list, cached for an hour across remotes. */
export const qualificationsQueryOptions = queryOptions({
  queryKey: endpointKey(listings.qualifications),
  queryFn: () => apiClient.call(listings.qualifications),
  staleTime: 60 * 60 * 1000,
});

export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}

/** GET /system/job-categories: the categories in display order, cached for an hour. */
export const categoriesQueryOptions = queryOptions({
  queryKey: endpointKey(listings.jobCategories),
  queryFn: () => apiClient.call(listings.jobCategories),
  staleTime: 60 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

/**
 * GET /system/minimum-wage: the table the API checks listing pay against, so a screen says the
 * same minimum before the API does. It changes once a year: kept for an hour.
 */
export const minimumWageQueryOptions = queryOptions({
  queryKey: endpointKey(listings.minimumWage),
  queryFn: () => apiClient.call(listings.minimumWage),
  staleTime: 60 * 60 * 1000,
});

export function useMinimumWage() {
  return useQuery(minimumWageQueryOptions);
}

/**
 * The visitor's approximate location (Sydney, AU on failure or after 2 s): the point every
 * location box leans its suggestions toward, fetched once per tab.
 */
export const ipLocationQueryOptions = queryOptions({
  queryKey: endpointKey(places.ipLocation),
  queryFn: () => fetchIpLocation(),
  staleTime: Infinity,
  retry: false,
});

export function useIpLocation(enabled = true) {
  return useQuery({ ...ipLocationQueryOptions, enabled });
}
