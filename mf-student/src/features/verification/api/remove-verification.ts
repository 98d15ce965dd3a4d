import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpoints, type StudentProfileResponse } from 'api-contract';
import { apiClient } from 'shared-kit';

/** DELETE /student/verification: removes the verification and the address it was made with. */
export function removeVerification() {
  return apiClient.call(endpoints.accounts.removeVerification);
}

export function useRemoveVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeVerification,
    onSuccess: () =>
      client.setQueryData<StudentProfileResponse>(
        endpointKey(endpoints.accounts.studentProfile),
        (profile) => (profile ? { ...profile, verification: null } : profile),
      ),
  });
}
