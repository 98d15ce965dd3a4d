import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateListingRequestInput, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /employer/listings: posts a new job listing. */
export function createListing(body: CreateListingRequestInput) {
  return apiClient.call(endpoints.employer.createListing, { body });
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: endpointKey(endpoints.employer.listings) }),
  });
}
