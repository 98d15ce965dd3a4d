import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchIpLocation } from 'shared-kit';

/** The visitor's approximate location (Sydney on failure or after 2 s), to bias suggestions. */
export const ipLocationQueryOptions = queryOptions({
  queryKey: ['places', 'ip-location'],
  queryFn: () => fetchIpLocation(),
  staleTime: Infinity,
  retry: false,
});

export function useIpLocation() {
  return useQuery(ipLocationQueryOptions);
}
