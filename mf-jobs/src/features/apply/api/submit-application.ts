import { useMutation } from '@tanstack/react-query';
import { endpoints, type ApplyRequestInput, type ApplyResponse } from 'api-contract';
import { apiClient, logError } from 'shared-kit';

/** POST /student/jobs/apply: creates the application and returns where to upload the resume. */
export function createApplication(body: ApplyRequestInput) {
  return apiClient.call(endpoints.student.apply, { body });
}

/** The presigned POST: every returned field first, then the file (S3's rule). */
export async function uploadResume(target: ApplyResponse, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  // No cookies: the signed policy is the authority, as with a real bucket on another origin.
  const response = await fetch(target.upload_url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Resume upload failed with status ${response.status}`);
}

/**
 * POST /student/jobs/apply/{application_id}/uploaded: the upload finished. The API checks the file
 * is in storage (with S3 it never sees the upload itself) and only then is the application submitted.
 */
export function confirmUpload(applicationId: string) {
  return apiClient.call(endpoints.student.confirmUpload, {
    params: { application_id: applicationId },
  });
}

/** DELETE /student/jobs/apply/{application_id}: cancels an application whose upload failed. */
export function cancelApplication(applicationId: string) {
  return apiClient.call(endpoints.student.cancelApplication, {
    params: { application_id: applicationId },
  });
}

/**
 * The apply flow of SPEC section 4: create the record, upload the resume straight to storage, say
 * the upload finished; if anything after the record's creation fails, cancel it so no half
 * application remains.
 */
export async function submitApplication(body: ApplyRequestInput, resume: File): Promise<void> {
  const created = await createApplication(body);
  try {
    await uploadResume(created, resume);
    await confirmUpload(created.application_id);
  } catch (error) {
    await cancelApplication(created.application_id).catch((cancelError: unknown) =>
      logError('Cancelling the application after a failed upload failed', cancelError),
    );
    throw error;
  }
}

export function useSubmitApplication() {
  return useMutation({
    mutationFn: ({ body, resume }: { body: ApplyRequestInput; resume: File }) =>
      submitApplication(body, resume),
  });
}
