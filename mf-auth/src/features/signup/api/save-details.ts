import { useMutation } from '@tanstack/react-query';
import {
  apiClient,
  apiPaths,
  signupDetailsResponse,
  type SignupDetailsRequestInput,
} from 'shared-kit';

/** POST /auth/signup/details: creates the account with its role's profile and signs it in. */
export function saveDetails(body: SignupDetailsRequestInput) {
  return apiClient.post(apiPaths.auth.signupDetails, { body, schema: signupDetailsResponse });
}

export function useSaveDetails() {
  return useMutation({ mutationFn: saveDetails });
}
