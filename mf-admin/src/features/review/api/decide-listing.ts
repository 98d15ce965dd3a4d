import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation, type ModerationDecisionRequest } from 'api-contract/moderation';
import { ApiError, apiClient, logError } from 'shared-kit';

/** POST /moderator/listings/{id}/decision: approve, reject or remove, with the employer's reason. */
export function decideListing(id: string, body: ModerationDecisionRequest) {
  return apiClient.call(moderation.decide, { params: { id }, body });
}

/** A 409: the listing's state changed (another moderator decided first, say). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * After a decision, or a 409 saying the listing moved on, the listing and both queues are read
 * again (one key covers them: /moderator/listings/…), and the employers' requests, since a decision
 * closes the one about this listing. Another failure changes nothing to refresh.
 */
export function useDecideListing(id: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(moderation.queue) }),
      client.invalidateQueries({ queryKey: endpointKey(moderation.reviewRequests) }),
    ]);
  return useMutation({
    mutationFn: (body: ModerationDecisionRequest) => decideListing(id, body),
    onSuccess: refresh,
    onError: (error) => {
      logError('Sending the moderation decision failed', error);
      if (isStale(error)) return refresh();
      return undefined;
    },
  });
}
