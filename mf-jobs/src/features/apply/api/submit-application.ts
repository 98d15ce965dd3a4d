import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type ApplyRequestInput,
  type ApplyResponse,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient, logError } from 'shared-kit';
import { savedResumeQueryOptions } from './get-saved-resume';

/**
 * POST /student/jobs/apply: creates the application and returns where to upload the resume, or,
 * with `use_saved_resume`, that it is submitted already.
 */
export function createApplication(body: ApplyRequestInput) {
  return apiClient.call(applications.apply, { body });
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
  return apiClient.call(applications.confirmUpload, {
    params: { application_id: applicationId },
  });
}

/** DELETE /student/jobs/apply/{application_id}: cancels an application whose upload failed. */
export function cancelApplication(applicationId: string) {
  return apiClient.call(applications.cancelApplication, {
    params: { application_id: applicationId },
  });
}

/**
 * POST /student/resume/from-application/{application_id}: "Also save it to my profile". The API
 * copies the application's resume as the saved one, so the file is not uploaded twice.
 */
export function saveResumeFromApplication(applicationId: string) {
  return apiClient.call(applications.saveResumeFromApplication, {
    params: { application_id: applicationId },
  });
}

/**
 * The apply flow of SPEC section 4: create the record, upload the resume straight to storage, say
 * the upload finished; if anything after the record's creation fails, cancel it so no half
 * application remains. With the saved resume the API answers that it is submitted
 * already, and there is nothing to upload. Returns the application's id.
 */
export async function submitApplication(
  body: ApplyRequestInput,
  resume: File | null,
): Promise<string> {
  const created = await createApplication(body);
  if ('submitted' in created) return created.application_id;
  try {
    if (!resume) throw new Error('The application needs a resume file to upload');
    await uploadResume(created, resume);
    await confirmUpload(created.application_id);
  } catch (error) {
    await cancelApplication(created.application_id).catch((cancelError: unknown) =>
      logError('Cancelling the application after a failed upload failed', cancelError),
    );
    throw error;
  }
  return created.application_id;
}

export interface SubmitInput {
  body: ApplyRequestInput;
  /** The new file; null with the saved resume. */
  resume: File | null;
  /** "Also save it to my profile" (a new file only). */
  saveResume: boolean;
}

/**
 * Applies; then, when asked, saves the new file to the profile. The application stands whatever
 * that save does: `resumeSaved` is false when it failed (the screen says so), undefined when not
 * asked.
 */
export async function applyAndSave(input: SubmitInput): Promise<{ resumeSaved?: boolean }> {
  const applicationId = await submitApplication(input.body, input.resume);
  if (!input.saveResume) return {};
  try {
    await saveResumeFromApplication(applicationId);
    return { resumeSaved: true };
  } catch (error) {
    logError('Saving the resume to the profile after applying failed', error);
    return { resumeSaved: false };
  }
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAndSave,
    onSuccess: ({ resumeSaved }) => {
      // The student's applications list (mf-student) shares this query client: the key both
      // remotes derive from the contract marks it stale, so the new application shows there.
      void client.invalidateQueries({ queryKey: endpointKey(applications.studentApplications) });
      if (resumeSaved) void client.invalidateQueries(savedResumeQueryOptions);
    },
  });
}
