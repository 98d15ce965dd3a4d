import { useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /employer/listings/{id}/applications: the applications under one listing. */
export function getListingApplications(listingId: string) {
  return apiClient.call(endpoints.applications.listingApplications, { params: { id: listingId } });
}

export function useListingApplications(listingId: string) {
  return useQuery({
    queryKey: endpointKey(endpoints.applications.listingApplications, { id: listingId }),
    queryFn: () => getListingApplications(listingId),
  });
}
