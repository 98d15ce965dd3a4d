import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type EmployerProfileResponse,
  type UpdateEmployerProfileRequest,
} from 'api-contract';
import { apiClient, logError } from 'shared-kit';
import { profileQueryOptions } from './get-profile';

/** PUT /employer/profile: description (and the unchanged business name). */
export function updateProfile(body: UpdateEmployerProfileRequest) {
  return apiClient.call(endpoints.employer.updateProfile, { body });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_ok, body) =>
      client.setQueryData<EmployerProfileResponse>(profileQueryOptions.queryKey, (old) =>
        old ? { ...old, ...body } : old,
      ),
    onError: (error) => logError('Saving the business details failed', error),
  });
}
