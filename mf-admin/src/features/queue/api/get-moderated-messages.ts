import { useQuery } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /moderator/messages: employers' messages flagged or reported that wait for a moderator. */
export function getModeratedMessages(signal?: AbortSignal) {
  return apiClient.call(applications.moderatorMessages, { signal });
}

export const moderatedMessagesKey = endpointKey(applications.moderatorMessages);

/** Newest first, as the API answers them. */
export function useModeratedMessages() {
  return useQuery({
    queryKey: moderatedMessagesKey,
    queryFn: ({ signal }) => getModeratedMessages(signal),
  });
}
