import { useMutation } from '@tanstack/react-query';
import { accounts, type SignupVerifyRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/verify: checks the emailed six-digit code. */
export function verifyCode(body: SignupVerifyRequest) {
  return apiClient.call(accounts.signupVerify, { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
