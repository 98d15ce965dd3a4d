import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type EmployerApplicationDetail,
  type EmployerDecision,
  endpointKey,
} from 'api-contract';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/applications/{id}/status: seen or rejected, from submitted only. */
export function setStatus(id: string, status: EmployerDecision) {
  return apiClient.call(endpoints.applications.setApplicationStatus, {
    params: { id },
    body: { new_status: status },
  });
}

/** On success the local status is updated; a failure is only logged (SPEC section 8). */
export function useSetStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: EmployerDecision) => setStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData<EmployerApplicationDetail>(
        endpointKey(endpoints.applications.employerApplication, { id }),
        (old) => (old ? { ...old, status } : old),
      );
      void client.invalidateQueries({ queryKey: endpointKey(endpoints.listings.employerListings) });
    },
    onError: (error) => logError('Changing the application status failed', error),
  });
}
