import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type LoginRequest } from 'shared-kit';

/** POST /auth/login: signs in and returns the user. */
export function login(body: LoginRequest) {
  return apiClient.call(endpoints.auth.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
