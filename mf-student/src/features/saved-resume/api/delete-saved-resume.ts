import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applications, type SavedResumeResponse } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';
import { savedResumeQueryOptions } from './get-saved-resume';

/** DELETE /student/resume: the saved resume goes (applications keep their own copies). */
export function deleteSavedResume() {
  return apiClient.call(applications.deleteSavedResume);
}

export function useDeleteSavedResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedResume,
    onSuccess: () =>
      client.setQueryData<SavedResumeResponse>(savedResumeQueryOptions.queryKey, {
        resume: null,
      }),
    onError: (error) => logError('Deleting the saved resume failed', error),
  });
}
