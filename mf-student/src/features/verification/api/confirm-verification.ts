import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accounts, type StudentProfileResponse } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** POST /student/verification/confirm: the mailed code; the answer is the verification. */
export function confirmVerification(code: string) {
  return apiClient.call(accounts.confirmVerification, { body: { code } });
}

/** Confirms the code and puts the verification on the cached profile at once. */
export function useConfirmVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmVerification,
    onSuccess: (verification) =>
      client.setQueryData<StudentProfileResponse>(
        endpointKey(accounts.studentProfile),
        (profile) => (profile ? { ...profile, verification } : profile),
      ),
  });
}
