import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type EmployerApplicationDetail,
  type EmployerDecision,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/applications/{id}/status: seen, shortlisted or rejected, as the stage allows. */
export function setStatus(id: string, status: EmployerDecision) {
  return apiClient.call(applications.setApplicationStatus, {
    params: { id },
    body: { new_status: status },
  });
}

/**
 * On success the local status is updated and the history read again; a failure is logged (SPEC
 * section 8), and the caller may say so.
 */
export function useSetStatus(id: string) {
  const client = useQueryClient();
  const key = endpointKey(applications.employerApplication, { id });
  return useMutation({
    mutationFn: (status: EmployerDecision) => setStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData<EmployerApplicationDetail>(key, (old) =>
        old ? { ...old, status } : old,
      );
      if (status !== 'rejected') void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) });
    },
    onError: (error) => logError('Changing the application status failed', error),
  });
}
