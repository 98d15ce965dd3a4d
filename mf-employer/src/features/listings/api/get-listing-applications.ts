import { useQuery } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /employer/listings/{id}/applications: the applications under one listing. */
export function getListingApplications(listingId: string) {
  return apiClient.call(applications.listingApplications, { params: { id: listingId } });
}

export function useListingApplications(listingId: string) {
  return useQuery({
    queryKey: endpointKey(applications.listingApplications, { id: listingId }),
    queryFn: () => getListingApplications(listingId),
  });
}
