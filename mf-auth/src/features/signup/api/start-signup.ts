import { useMutation } from '@tanstack/react-query';
import { endpoints, type SignupEmailRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/email: starts a sign-up and mails a code; returns the session token. */
export function startSignup(body: SignupEmailRequest) {
  return apiClient.call(endpoints.accounts.signupEmail, { body });
}

export function useStartSignup() {
  return useMutation({ mutationFn: startSignup });
}
