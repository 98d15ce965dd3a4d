import { useMutation } from '@tanstack/react-query';
import { accounts, type SignupResendRequest } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/resend: mails a new code (the old one stops working). */
export function resendCode(body: SignupResendRequest) {
  return apiClient.call(accounts.signupResend, { body });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
