import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { applications, type ThreadResponse } from 'api-contract/applications';
import { ApiError, apiClient, logError } from 'shared-kit';
import { announceMessagesRead, withNewest } from 'ui';
import { threadKey } from './get-thread';

/** POST /employer/applications/{id}/messages: a message to the applicant. */
export function sendMessage(id: string, body: string) {
  return apiClient.call(applications.employerSendMessage, { params: { id }, body: { body } });
}

/**
 * On success the message shows at once and the thread is read again; a refusal because the
 * thread closed meanwhile reads it again too, so its reason shows.
 */
export function useSendMessage(id: string) {
  const client = useQueryClient();
  const key = threadKey(id);
  return useMutation({
    mutationFn: (body: string) => sendMessage(id, body),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<ThreadResponse>>(key, (old) =>
        old ? { ...old, pages: withNewest(old.pages, message) } : old,
      );
      void client.invalidateQueries({ queryKey: key });
      announceMessagesRead();
    },
    onError: (error) => {
      logError('Sending a message failed', error);
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}
