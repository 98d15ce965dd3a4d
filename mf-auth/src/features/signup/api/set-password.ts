import { useMutation } from '@tanstack/react-query';
import { endpoints, type SignupPasswordRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/password: sets the new account's password. */
export function setPassword(body: SignupPasswordRequest) {
  return apiClient.call(endpoints.accounts.signupPassword, { body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
