import { useMutation } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { apiClient, logError } from 'shared-kit';

/** GET /employer/applications/{id}/resume: a short-lived URL to the stored file. */
export function getResumeUrl(id: string) {
  return apiClient.call(applications.applicationResume, { params: { id } });
}

/**
 * Opens the resume in a new tab without opener or referrer (SPEC section 7). The URL arrives well
 * within the click's user-activation window, so popup blockers let the tab through. With
 * `noopener` the browser returns no window handle, so there is nothing further to check.
 */
export function useOpenResume(id: string) {
  return useMutation({
    mutationFn: async () => {
      const { url } = await getResumeUrl(id);
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    onError: (error) => logError('Opening the resume failed', error),
  });
}
