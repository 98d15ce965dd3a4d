import { useMutation } from '@tanstack/react-query';
import { accounts, type LoginRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/login: signs in and returns the user. */
export function login(body: LoginRequest) {
  return apiClient.call(accounts.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
