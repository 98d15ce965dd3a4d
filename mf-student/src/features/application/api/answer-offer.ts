import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';
import { applicationsQueryKey } from '../../../lib/applications-key';

/** POST /student/applications/{id}/offer: accept (hired) or decline. */
export function answerOffer(id: string, accept: boolean) {
  return apiClient.call(applications.answerOffer, { params: { id }, body: { accept } });
}

/** On success the applications are read again, so the page shows the new stage. */
export function useAnswerOffer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => answerOffer(id, accept),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
    onError: (error) => logError('Answering the offer failed', error),
  });
}
