import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type MessageDecisionRequest,
  type MessageOutcome,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { moderation } from 'api-contract/moderation';
import { ApiError, apiClient, logError } from 'shared-kit';
import { moderatedMessagesKey } from './get-moderated-messages';
import { countsKey } from './get-counts';

/**
 * POST /moderator/messages/{id}/decision: dismissed (no scam) or listing_removed (the listing is
 * taken down, its employer paused and mailed the note).
 */
export function decideMessage(id: string, body: MessageDecisionRequest) {
  return apiClient.call(applications.moderatorMessageDecision, { params: { id }, body });
}

/** A 409: another moderator dealt with the message first (or it is not one to deal with). */
export const isDealtWith = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Reads the messages again and the tabs' counts, and for a removal the listings' queues, whose
 * listing it took down.
 */
export function useRefreshAfterDecision() {
  const client = useQueryClient();
  return (outcome: MessageOutcome) =>
    Promise.all([
      client.invalidateQueries({ queryKey: moderatedMessagesKey }),
      // A removal takes a listing down, so its queues change; any decision changes the counts.
      client.invalidateQueries({
        queryKey: outcome === 'listing_removed' ? endpointKey(moderation.queue) : countsKey,
      }),
    ]);
}

/**
 * After a decision the lists are read again. A 409 (someone dealt with it first) is shown in the
 * confirmation, whose card stays until the moderator closes it (see the card), rather than
 * vanishing before the moderator has read why.
 */
export function useDecideMessage() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MessageDecisionRequest }) =>
      decideMessage(id, body),
    onSuccess: (_answer, { body }) => refresh(body.outcome),
    onError: (error) => logError('Sending the decision on a message failed', error),
  });
}
