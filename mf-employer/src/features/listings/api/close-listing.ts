import { useMutation } from '@tanstack/react-query';
import { type CloseListingRequest, listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/listings/{id}/close: filled or cancelled; its waiting applicants are told. */
export function closeListing({ id, request }: { id: string; request: CloseListingRequest }) {
  return apiClient.call(listings.closeListing, { params: { id }, body: request });
}

export function useCloseListing() {
  return useMutation({
    mutationFn: closeListing,
    onError: (error) => logError('Closing the listing failed', error),
  });
}
