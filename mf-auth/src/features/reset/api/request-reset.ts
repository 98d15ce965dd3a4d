import { useMutation } from '@tanstack/react-query';
import { accounts, type ResetRequestRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/reset/request: mails a reset link if the account exists (first send and resend). */
export function requestReset(body: ResetRequestRequest) {
  return apiClient.call(accounts.resetRequest, { body });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
