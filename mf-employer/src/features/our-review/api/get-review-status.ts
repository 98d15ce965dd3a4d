import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /employer/review-status: listings our checks hold back, and whether posting is paused. */
export function getReviewStatus(signal?: AbortSignal) {
  return apiClient.call(endpoints.moderation.reviewStatus, { signal });
}

export const reviewStatusQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.moderation.reviewStatus),
  queryFn: ({ signal }) => getReviewStatus(signal),
});

export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions);
}
