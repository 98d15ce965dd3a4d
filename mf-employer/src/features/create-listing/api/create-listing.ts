import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  apiPaths,
  createListingResponse,
  type CreateListingRequestInput,
} from 'shared-kit';

/** POST /employer/listings: posts a new job listing. */
export function createListing(body: CreateListingRequestInput) {
  return apiClient.post(apiPaths.employer.listings, { body, schema: createListingResponse });
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => client.invalidateQueries({ queryKey: ['employer', 'listings'] }),
  });
}
