import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type EmployerApplicationDetail,
  type InviteToInterviewRequest,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/applications/{id}/interview: offer one to three future times and a place. */
export function inviteToInterview(id: string, body: InviteToInterviewRequest) {
  return apiClient.call(applications.inviteToInterview, { params: { id }, body });
}

/** On success the application shows the invitation, and its history is read again. */
export function useInviteToInterview(id: string) {
  const client = useQueryClient();
  const key = endpointKey(applications.employerApplication, { id });
  return useMutation({
    mutationFn: (body: InviteToInterviewRequest) => inviteToInterview(id, body),
    onSuccess: ({ status, interview }) => {
      client.setQueryData<EmployerApplicationDetail>(key, (old) =>
        old ? { ...old, status, interview } : old,
      );
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) });
    },
    onError: (error) => logError('Inviting to an interview failed', error),
  });
}
