import { useMutation } from '@tanstack/react-query';
import { accounts, type ResetConfirmRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/reset/confirm: sets a new password with the mailed token. */
export function confirmReset(body: ResetConfirmRequest) {
  return apiClient.call(accounts.resetConfirm, { body });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
