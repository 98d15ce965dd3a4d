import { useMutation } from '@tanstack/react-query';
import { endpoints, type LoginRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/login: signs in and returns the user. */
export function login(body: LoginRequest) {
  return apiClient.call(endpoints.accounts.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
