import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, logError, withdrawApplicationResponse } from 'shared-kit';

/** POST /student/applications/{id}/withdraw. */
export function withdrawApplication(id: string) {
  return apiClient.post(apiPaths.student.withdrawApplication(id), {
    schema: withdrawApplicationResponse,
  });
}

export function useWithdrawApplication() {
  return useMutation({
    mutationFn: withdrawApplication,
    onError: (error) => logError('Withdrawing the application failed', error),
  });
}
