import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** GET /moderator/review-requests: employers' open requests for a person to look again. */
export function getReviewRequests(signal?: AbortSignal) {
  return apiClient.call(moderation.reviewRequests, { signal });
}

/** Its own key, apart from the listings': a decision or a reinstatement refreshes both. */
export const reviewRequestsKey = endpointKey(moderation.reviewRequests);

/** Oldest first, as the API answers them: the first asked has waited longest. */
export function useReviewRequests() {
  return useQuery({
    queryKey: reviewRequestsKey,
    queryFn: ({ signal }) => getReviewRequests(signal),
  });
}
