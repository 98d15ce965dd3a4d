import { useMutation } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';

/** POST /student/applications/{id}/withdraw. */
export function withdrawApplication(id: string) {
  return apiClient.call(applications.withdrawApplication, { params: { id } });
}

export function useWithdrawApplication() {
  return useMutation({
    mutationFn: withdrawApplication,
    onError: (error) => logError('Withdrawing the application failed', error),
  });
}
