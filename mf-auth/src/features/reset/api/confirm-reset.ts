import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type ResetConfirmRequest } from 'shared-kit';

/** POST /auth/reset/confirm: sets a new password with the mailed token. */
export function confirmReset(body: ResetConfirmRequest) {
  return apiClient.call(endpoints.auth.resetConfirm, { body });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
