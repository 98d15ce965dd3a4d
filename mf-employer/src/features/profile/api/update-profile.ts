import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_PAGES_KEY } from 'api-calls';
import type { EmployerProfileResponse } from 'api-contract/accounts';
import { listings, type UpdateEmployerProfileRequest } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';
import { profileQueryOptions } from './get-profile';

/** PUT /employer/profile: name and description, and the ABN, address, website, phone that changed. */
export function updateProfile(body: UpdateEmployerProfileRequest) {
  return apiClient.call(listings.updateBusinessProfile, { body });
}

/**
 * The profile as the save left it (the body's fields are as the contract writes them: the form
 * sends what it parsed); a new ABN has no answer from the register yet, and '' removed a field.
 */
function saved(
  old: EmployerProfileResponse,
  body: UpdateEmployerProfileRequest,
): EmployerProfileResponse {
  const { abn, address, website, phone, ...text } = body;
  return {
    ...old,
    ...text,
    ...(abn === undefined ? {} : { abn: abn || null, abn_check: null }),
    ...(address === undefined ? {} : { address }),
    ...(website === undefined ? {} : { website: website || null }),
    ...(phone === undefined ? {} : { phone: phone || null }),
  };
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_ok, body) => {
      client.setQueryData<EmployerProfileResponse>(profileQueryOptions.queryKey, (old) =>
        old ? saved(old, body) : old,
      );
      // Job pages (mf-jobs, the same query client) show the business's name, description, ABN,
      // website and suburb: a page the employer opened before the save must not show the old
      // ones when they go back.
      await client.invalidateQueries({ queryKey: JOB_PAGES_KEY });
    },
    onError: (error) => logError('Saving the business details failed', error),
  });
}
