import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, deleteListingResponse, logError } from 'shared-kit';

/** DELETE /employer/listings/{id}: removes the job and stops further applications. */
export function deleteListing(id: string) {
  return apiClient.delete(apiPaths.employer.listing(id), { schema: deleteListingResponse });
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: deleteListing,
    onError: (error) => logError('Deleting the listing failed', error),
  });
}
