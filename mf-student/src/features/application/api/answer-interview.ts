import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applications, type AnswerInterviewRequest } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';
import { applicationsQueryKey } from '../../../lib/applications-key';

/** POST /student/applications/{id}/interview: pick a time offered, or ask for others with a note. */
export function answerInterview(id: string, body: AnswerInterviewRequest) {
  return apiClient.call(applications.answerInterview, { params: { id }, body });
}

/** On success the applications are read again, so the page shows the new history. */
export function useAnswerInterview(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerInterviewRequest) => answerInterview(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
    onError: (error) => logError('Answering the interview invitation failed', error),
  });
}
