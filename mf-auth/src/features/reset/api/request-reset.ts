import { useMutation } from '@tanstack/react-query';
import { endpoints, type ResetRequestRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/reset/request: mails a reset link if the account exists (first send and resend). */
export function requestReset(body: ResetRequestRequest) {
  return apiClient.call(endpoints.accounts.resetRequest, { body });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
