import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type EmployerProfileResponse,
  type UpdateEmployerProfileRequest,
} from 'api-contract';
import { apiClient, logError } from 'shared-kit';
import { profileQueryOptions } from './get-profile';

/** PUT /employer/profile: description, the ABN when it changed (and the unchanged business name). */
export function updateProfile(body: UpdateEmployerProfileRequest) {
  return apiClient.call(endpoints.employer.updateProfile, { body });
}

/** The profile as the save left it; a new ABN has no answer from the register yet. */
function saved(old: EmployerProfileResponse, body: UpdateEmployerProfileRequest) {
  const { abn, ...text } = body;
  return { ...old, ...text, ...(abn === undefined ? {} : { abn: abn || null, abn_check: null }) };
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_ok, body) =>
      client.setQueryData<EmployerProfileResponse>(profileQueryOptions.queryKey, (old) =>
        old ? saved(old, body) : old,
      ),
    onError: (error) => logError('Saving the business details failed', error),
  });
}
