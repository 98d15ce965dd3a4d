import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { type AnswerReviewRequest, moderation } from 'api-contract/moderation';
import { apiClient, logError } from 'shared-kit';
import { reviewRequestsKey } from './get-review-requests';

/** POST /moderator/review-requests/{id}/answer: the employer is mailed the answer; it closes. */
export function answerReviewRequest(id: string, body: AnswerReviewRequest) {
  return apiClient.call(moderation.answerReviewRequest, { params: { id }, body });
}

/**
 * After an answer the requests are read again, and the listings' queues, whose "Review asked" it
 * ends. A refusal (404 unknown, 409 answered already) refreshes nothing: the card stays, with the
 * API's words, rather than vanishing before the moderator has read why.
 */
export function useAnswerReviewRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerReviewRequest) => answerReviewRequest(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewRequestsKey }),
        client.invalidateQueries({ queryKey: endpointKey(moderation.queue) }),
      ]),
    onError: (error) => logError('Answering the review request failed', error),
  });
}
