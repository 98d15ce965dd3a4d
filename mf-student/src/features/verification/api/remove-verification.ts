import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accounts, type StudentProfileResponse } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** DELETE /student/verification: removes the verification and the address it was made with. */
export function removeVerification() {
  return apiClient.call(accounts.removeVerification);
}

export function useRemoveVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeVerification,
    onSuccess: () =>
      client.setQueryData<StudentProfileResponse>(
        endpointKey(accounts.studentProfile),
        (profile) => (profile ? { ...profile, verification: null } : profile),
      ),
  });
}
