import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** GET /moderator/counts: how many wait on each tab, counted whole by the API. */
export function getCounts(signal?: AbortSignal) {
  return apiClient.call(moderation.counts, { signal });
}

/**
 * Under the listings' key, so every decision that refreshes a queue (a listing's, a request's
 * answer, a message's removal, a reinstatement) refreshes the counts too.
 */
export const countsKey = [...endpointKey(moderation.queue), 'counts'] as const;

export function useQueueCounts() {
  return useQuery({
    queryKey: countsKey,
    queryFn: ({ signal }) => getCounts(signal),
  });
}
