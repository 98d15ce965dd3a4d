import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpoints, type ReinstateEmployerRequest } from 'api-contract';
import { apiClient, logError } from 'shared-kit';

/** POST /moderator/employers/{id}/reinstate: posting opens again, with the employer's reason. */
export function useReinstateEmployer(employerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReinstateEmployerRequest) =>
      apiClient.call(endpoints.moderator.reinstateEmployer, { params: { id: employerId }, body }),
    // The listing's employer block and both queues show the posting state: read them again.
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(endpoints.moderator.queue) }),
    onError: (error) => logError('Reinstating the employer failed', error),
  });
}
