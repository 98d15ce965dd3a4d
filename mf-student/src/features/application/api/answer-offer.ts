import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_PAGES_KEY } from 'api-calls';
import { applications } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';
import { applicationsQueryKey } from '../../../lib/applications-key';

/** POST /student/applications/{id}/offer: accept (hired) or decline. */
export function answerOffer(id: string, accept: boolean) {
  return apiClient.call(applications.answerOffer, { params: { id }, body: { accept } });
}

/**
 * On success the applications are read again, so the page shows the new stage; the job pages too,
 * as they show the application's status ("Hired", "Declined").
 */
export function useAnswerOffer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => answerOffer(id, accept),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationsQueryKey }),
        client.invalidateQueries({ queryKey: JOB_PAGES_KEY }),
      ]),
    onError: (error) => logError('Answering the offer failed', error),
  });
}
