import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, type SignupVerifyRequest } from 'shared-kit';

/** POST /auth/signup/verify: checks the emailed six-digit code. */
export function verifyCode(body: SignupVerifyRequest) {
  return apiClient.post(apiPaths.auth.signupVerify, { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
