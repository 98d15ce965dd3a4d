import { useMutation } from '@tanstack/react-query';
import { endpoints } from 'api-contract';
import { apiClient, logError } from 'shared-kit';

/** POST /student/applications/{id}/withdraw. */
export function withdrawApplication(id: string) {
  return apiClient.call(endpoints.applications.withdrawApplication, { params: { id } });
}

export function useWithdrawApplication() {
  return useMutation({
    mutationFn: withdrawApplication,
    onError: (error) => logError('Withdrawing the application failed', error),
  });
}
