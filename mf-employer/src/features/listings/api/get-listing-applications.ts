import { useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, listingApplicationsResponse } from 'shared-kit';

/** GET /employer/listings/{id}/applications: the applications under one listing. */
export function getListingApplications(listingId: string) {
  return apiClient.get(apiPaths.employer.listingApplications(listingId), {
    schema: listingApplicationsResponse,
  });
}

export function useListingApplications(listingId: string) {
  return useQuery({
    queryKey: ['employer', 'listings', listingId, 'applications'],
    queryFn: () => getListingApplications(listingId),
  });
}
