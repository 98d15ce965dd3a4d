import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { type EditListingRequestInput, listings } from 'api-contract/listings';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** PATCH /employer/listings/{id}: saves an edit of an open listing as its next version. */
export function editListing(input: { id: string; body: EditListingRequestInput }) {
  return apiClient.call(listings.editListing, { params: { id: input.id }, body: input.body });
}

export function useEditListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editListing,
    // The dashboard's list, the listing read for editing, and what waits for our team (an edit
    // may send the listing back to review).
    onSuccess: (_edited, input) => {
      client.removeQueries({ queryKey: endpointKey(listings.employerListing, { id: input.id }) });
      return Promise.all([
        client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) }),
        client.invalidateQueries({ queryKey: endpointKey(moderation.reviewStatus) }),
      ]);
    },
  });
}
