import { useMutation } from '@tanstack/react-query';
import { endpoints, type SignupVerifyRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/verify: checks the emailed six-digit code. */
export function verifyCode(body: SignupVerifyRequest) {
  return apiClient.call(endpoints.accounts.signupVerify, { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
