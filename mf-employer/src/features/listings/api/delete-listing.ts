import { useMutation } from '@tanstack/react-query';
import { listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** DELETE /employer/listings/{id}: removes the job and stops further applications. */
export function deleteListing(id: string) {
  return apiClient.call(listings.deleteListing, { params: { id } });
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: deleteListing,
    onError: (error) => logError('Deleting the listing failed', error),
  });
}
