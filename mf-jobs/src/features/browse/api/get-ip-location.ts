import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchIpLocation, endpointKey, endpoints } from 'shared-kit';

/** The visitor's approximate location (Sydney on failure or after 2 s), to bias suggestions. */
export const ipLocationQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.places.ipLocation),
  queryFn: () => fetchIpLocation(),
  staleTime: Infinity,
  retry: false,
});

export function useIpLocation() {
  return useQuery(ipLocationQueryOptions);
}
