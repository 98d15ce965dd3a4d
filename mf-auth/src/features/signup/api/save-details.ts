import { useMutation } from '@tanstack/react-query';
import { accounts, type SignupDetailsRequestInput } from 'api-contract/accounts';
import { apiClient } from 'shared-kit';

/** POST /auth/signup/details: creates the account with its role's profile and signs it in. */
export function saveDetails(body: SignupDetailsRequestInput) {
  return apiClient.call(accounts.signupDetails, { body });
}

export function useSaveDetails() {
  return useMutation({ mutationFn: saveDetails });
}
