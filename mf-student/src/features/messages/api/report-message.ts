import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { applications, type ThreadResponse } from 'api-contract/applications';
import { threadKey } from 'api-calls';
import { apiClient, logError } from 'shared-kit';
import { withMessage } from 'ui';

/** POST /student/applications/{id}/messages/{message_id}/report: to the moderators, with a reason. */
export function reportMessage(id: string, messageId: string, reason: string) {
  return apiClient.call(applications.reportMessage, {
    params: { id, message_id: messageId },
    body: { reason },
  });
}

/** On success the message reads as reported at once. */
export function useReportMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      reportMessage(id, messageId, reason),
    onSuccess: (_answer, { messageId }) => {
      client.setQueryData<InfiniteData<ThreadResponse>>(threadKey('student', id), (old) =>
        old
          ? {
              ...old,
              pages: withMessage(old.pages, messageId, (message) => ({
                ...message,
                reported: true,
              })),
            }
          : old,
      );
    },
    onError: (error) => logError('Reporting a message failed', error),
  });
}
