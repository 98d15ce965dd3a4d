import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { JOB_PAGES_KEY } from 'api-calls';
import { apiClient, logError } from 'shared-kit';

/** POST /student/applications/{id}/withdraw. */
export function withdrawApplication(id: string) {
  return apiClient.call(applications.withdrawApplication, { params: { id } });
}

/**
 * Withdraws; on success the job pages (mf-jobs, on the same query client) are marked stale, as
 * they say whether the student applied and how many places are taken: going back to the job must
 * offer the form again, not "You applied for this job".
 */
export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: JOB_PAGES_KEY }),
    onError: (error) => logError('Withdrawing the application failed', error),
  });
}
