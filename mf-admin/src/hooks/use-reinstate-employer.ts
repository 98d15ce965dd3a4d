import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation, type ReinstateEmployerRequest } from 'api-contract/moderation';
import { apiClient, logError } from 'shared-kit';

/** POST /moderator/employers/{id}/reinstate: posting opens again, with the employer's reason. */
export function useReinstateEmployer(employerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReinstateEmployerRequest) =>
      apiClient.call(moderation.reinstateEmployer, { params: { id: employerId }, body }),
    // The listing's employer block and both queues show the posting state, and reinstating closes
    // the employer's request for a review of their paused posting: read them all again.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKey(moderation.queue) }),
        client.invalidateQueries({ queryKey: endpointKey(moderation.reviewRequests) }),
      ]),
    onError: (error) => logError('Reinstating the employer failed', error),
  });
}
