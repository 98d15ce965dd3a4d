import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type SignupEmailRequest } from 'shared-kit';

/** POST /auth/signup/email: starts a sign-up and mails a code; returns the session token. */
export function startSignup(body: SignupEmailRequest) {
  return apiClient.call(endpoints.auth.signupEmail, { body });
}

export function useStartSignup() {
  return useMutation({ mutationFn: startSignup });
}
