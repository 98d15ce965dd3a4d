import { useMutation } from '@tanstack/react-query';
import { accounts, type SignupPasswordRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/password: sets the new account's password. */
export function setPassword(body: SignupPasswordRequest) {
  return apiClient.call(accounts.signupPassword, { body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
