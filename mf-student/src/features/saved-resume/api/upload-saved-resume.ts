import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type SavedResumeResponse,
  type StartSavedResumeUploadResponse,
} from 'api-contract/applications';
import { ApiError, apiClient, extractDetail, logError } from 'shared-kit';
import { savedResumeQueryOptions } from './get-saved-resume';

/** The presigned POST: every returned field first, then the file (S3's rule). */
async function uploadFile(form: StartSavedResumeUploadResponse, file: File): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', file, file.name);
  // No cookies: the signed policy is the authority, as with a real bucket on another origin.
  const response = await fetch(form.upload_url, { method: 'POST', body });
  if (response.ok) return;
  // The local driver says why it refused a file ("Resume must be a PDF, DOC or DOCX file."); a
  // bucket answers XML, and then the screen's own words are shown.
  const answer: unknown = await response.json().catch(() => null);
  throw new ApiError(response.status, extractDetail(answer));
}

/**
 * Saves `file` as the student's resume: POST /student/resume (the upload form), the upload, then
 * POST /student/resume/uploaded, where the API checks the file and makes it the saved one. The
 * resume saved before stays until that last call succeeds.
 */
export async function uploadSavedResume(file: File) {
  const form = await apiClient.call(applications.startSavedResumeUpload, {
    body: { resume_filename: file.name },
  });
  await uploadFile(form, file);
  return apiClient.call(applications.confirmSavedResumeUpload);
}

export function useUploadSavedResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadSavedResume,
    onSuccess: (resume) =>
      client.setQueryData<SavedResumeResponse>(savedResumeQueryOptions.queryKey, { resume }),
    onError: (error) => logError('Saving the resume failed', error),
  });
}
