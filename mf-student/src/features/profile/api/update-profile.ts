import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accounts,
  type StudentProfileResponse,
  type UpdateStudentProfileRequest,
} from 'api-contract/accounts';
import { apiClient, logError } from 'shared-kit';
import { profileQueryOptions } from './get-profile';

/** PUT /student/profile: saves the editable fields (name and email never change here). */
export function updateProfile(body: UpdateStudentProfileRequest) {
  return apiClient.call(accounts.updateStudentProfile, { body });
}

/** On success the saved values become the draft; a failure is logged and nothing changes. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_ok, body) => {
      client.setQueryData<StudentProfileResponse>(profileQueryOptions.queryKey, (old) =>
        old ? { ...old, ...body } : old,
      );
    },
    onError: (error) => logError('Saving the student profile failed', error),
  });
}
