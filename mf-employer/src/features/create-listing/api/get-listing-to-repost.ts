import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient } from 'shared-kit';

/**
 * GET /student/jobs/{id} (public): an earlier listing as its page shows it, to post it again. A
 * closed or expired listing keeps its page; a removed one answers 410.
 */
export function useListingToRepost(id: string | null) {
  return useQuery({
    queryKey: [...endpointKey(listings.job, { id: id ?? '' }), 'repost'],
    queryFn: ({ signal }) => apiClient.call(listings.job, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
  });
}
