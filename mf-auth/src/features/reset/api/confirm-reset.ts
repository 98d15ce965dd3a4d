import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, type ResetConfirmRequest } from 'shared-kit';

/** POST /auth/reset/confirm: sets a new password with the mailed token. */
export function confirmReset(body: ResetConfirmRequest) {
  return apiClient.post(apiPaths.auth.resetConfirm, { body });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
