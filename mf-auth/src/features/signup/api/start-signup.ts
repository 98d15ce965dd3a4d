import { useMutation } from '@tanstack/react-query';
import { accounts, type SignupEmailRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/email: starts a sign-up and mails a code; returns the session token. */
export function startSignup(body: SignupEmailRequest) {
  return apiClient.call(accounts.signupEmail, { body });
}

export function useStartSignup() {
  return useMutation({ mutationFn: startSignup });
}
