import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, loginResponse, type LoginRequest } from 'shared-kit';

/** POST /auth/login: signs in and returns the user. */
export function login(body: LoginRequest) {
  return apiClient.post(apiPaths.auth.login, { body, schema: loginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
