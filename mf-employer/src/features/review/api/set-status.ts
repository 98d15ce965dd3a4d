import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type EmployerApplicationDetail,
  type EmployerDecision,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/applications/{id}/status: seen or rejected, from submitted only. */
export function setStatus(id: string, status: EmployerDecision) {
  return apiClient.call(applications.setApplicationStatus, {
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
        endpointKey(applications.employerApplication, { id }),
        (old) => (old ? { ...old, status } : old),
      );
      void client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) });
    },
    onError: (error) => logError('Changing the application status failed', error),
  });
}
