import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  apiPaths,
  logError,
  setApplicationStatusResponse,
  type EmployerApplicationDetail,
  type EmployerDecision,
} from 'shared-kit';

/** POST /employer/applications/{id}/status: seen or rejected, from submitted only. */
export function setStatus(id: string, status: EmployerDecision) {
  return apiClient.post(apiPaths.employer.applicationStatus(id), {
    body: { new_status: status },
    schema: setApplicationStatusResponse,
  });
}

/** On success the local status is updated; a failure is only logged (SPEC section 8). */
export function useSetStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: EmployerDecision) => setStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData<EmployerApplicationDetail>(['employer', 'applications', id], (old) =>
        old ? { ...old, status } : old,
      );
      void client.invalidateQueries({ queryKey: ['employer', 'listings'] });
    },
    onError: (error) => logError('Changing the application status failed', error),
  });
}
