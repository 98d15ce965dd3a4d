import { useMutation } from '@tanstack/react-query';
import { accounts } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /student/verification: mails a six-digit code to a university or TAFE address. */
export function requestVerification(email: string) {
  return apiClient.call(accounts.requestVerification, { body: { email } });
}

export function useRequestVerification() {
  return useMutation({ mutationFn: requestVerification });
}
