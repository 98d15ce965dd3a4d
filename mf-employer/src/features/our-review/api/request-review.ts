import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateReviewRequest, moderation } from 'api-contract/moderation';
import { apiClient, logError } from 'shared-kit';
import { reviewStatusQueryOptions } from './get-review-status';

/** POST /employer/review-requests: asks a person to look at a held listing or paused posting. */
export function requestReview(body: CreateReviewRequest) {
  return apiClient.call(moderation.requestReview, { body });
}

export function useRequestReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestReview,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewStatusQueryOptions.queryKey }),
    onError: (error) => logError('Asking for a review failed', error),
  });
}
