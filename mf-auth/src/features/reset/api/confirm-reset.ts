import { useMutation } from '@tanstack/react-query';
import { endpoints, type ResetConfirmRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/reset/confirm: sets a new password with the mailed token. */
export function confirmReset(body: ResetConfirmRequest) {
  return apiClient.call(endpoints.accounts.resetConfirm, { body });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
