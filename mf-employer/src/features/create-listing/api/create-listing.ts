import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { type CreateListingRequestInput, listings } from 'api-contract/listings';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** POST /employer/listings: posts a new job listing. */
export function createListing(body: CreateListingRequestInput) {
  return apiClient.call(listings.createListing, { body });
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    // The dashboard's list, and what it says waits for our team (a new listing may be held).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) }),
        client.invalidateQueries({ queryKey: endpointKey(moderation.reviewStatus) }),
      ]),
  });
}
