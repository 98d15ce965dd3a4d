import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient } from 'shared-kit';

/** GET /employer/listings/{id}: the employer's listing as it reads now, with its version. */
export function getListingToEdit(id: string, signal?: AbortSignal) {
  return apiClient.call(listings.employerListing, { params: { id }, signal });
}

export function useListingToEdit(id: string) {
  return useQuery({
    queryKey: endpointKey(listings.employerListing, { id }),
    queryFn: ({ signal }) => getListingToEdit(id, signal),
    retry: false,
    // Read once per visit: the version it holds is the one the edit is checked against.
    staleTime: Infinity,
  });
}
