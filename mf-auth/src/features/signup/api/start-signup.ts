import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, signupEmailResponse, type SignupEmailRequest } from 'shared-kit';

/** POST /auth/signup/email: starts a sign-up and mails a code; returns the session token. */
export function startSignup(body: SignupEmailRequest) {
  return apiClient.post(apiPaths.auth.signupEmail, { body, schema: signupEmailResponse });
}

export function useStartSignup() {
  return useMutation({ mutationFn: startSignup });
}
