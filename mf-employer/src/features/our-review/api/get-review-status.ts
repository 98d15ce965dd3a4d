import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** GET /employer/review-status: listings our checks hold back, and whether posting is paused. */
export function getReviewStatus(signal?: AbortSignal) {
  return apiClient.call(moderation.reviewStatus, { signal });
}

export const reviewStatusQueryOptions = queryOptions({
  queryKey: endpointKey(moderation.reviewStatus),
  queryFn: ({ signal }) => getReviewStatus(signal),
});

export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions);
}
