import { useQuery } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /student/applications/{id}/listing: the job as it read when the student applied. */
export function getAppliedListing(id: string, signal?: AbortSignal) {
  return apiClient.call(applications.appliedListing, { params: { id }, signal });
}

export function useAppliedListing(id: string) {
  return useQuery({
    queryKey: endpointKey(applications.appliedListing, { id }),
    queryFn: ({ signal }) => getAppliedListing(id, signal),
  });
}
