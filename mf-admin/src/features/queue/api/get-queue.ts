import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation, type ModerationQueue } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** GET /moderator/listings?status=…: the held or the reported listings, oldest first. */
export function getQueue(status: ModerationQueue, signal?: AbortSignal) {
  return apiClient.call(moderation.queue, { query: { status }, signal });
}

/** Under the listings' key, so a decision (which invalidates it) refreshes both tabs. */
export const queueKey = (status: ModerationQueue) => [...endpointKey(moderation.queue), status];

export function useQueue(status: ModerationQueue) {
  return useQuery({
    queryKey: queueKey(status),
    queryFn: ({ signal }) => getQueue(status, signal),
  });
}
