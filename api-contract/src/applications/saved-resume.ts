// A saved resume (beyond SPEC): a student keeps one resume on their profile and applies
// with it without choosing a file again. It is uploaded with the same presigned-POST protocol as an application's
// resume and checked by the same rules; applying with it copies the file for that application, so
// replacing it later never changes what an employer already has.
import { z } from 'zod/mini';
import { isoDateTime, okResponse, validationMessages } from '../common/schemas';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../common/limits';
import { resumeFilename } from './apply';

export const savedResumeMessages = {
  /** Applying with `use_saved_resume` when there is none (or its file is gone). */
  none: 'You have no saved resume. Please choose a file to upload instead.',
  /** `POST /student/resume/uploaded` with no upload under way (or it was replaced since). */
  noUpload: 'No resume upload is waiting to be saved. Please choose the file again.',
} as const;

/** The student's saved resume: its file name, size and when it was uploaded. */
export const savedResume = z.object({
  file_name: z.string(),
  size_bytes: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  uploaded_at: isoDateTime,
});
export type SavedResume = z.infer<typeof savedResume>;

/** GET /student/resume response: the saved resume, or null when there is none. */
export const savedResumeResponse = z.object({ resume: z.nullable(savedResume) });
export type SavedResumeResponse = z.infer<typeof savedResumeResponse>;

/** POST /student/resume request: the name of the file about to be uploaded. */
export const startSavedResumeUploadRequest = z.strictObject({ resume_filename: resumeFilename });
export type StartSavedResumeUploadRequest = z.infer<typeof startSavedResumeUploadRequest>;

/**
 * POST /student/resume response: an S3-style presigned POST, as applying answers. Upload with a
 * multipart POST to upload_url, every field first and then the file; then call
 * POST /student/resume/uploaded.
 */
export const startSavedResumeUploadResponse = z.object({
  upload_url: /* @__PURE__ */ z.string().check(z.minLength(1)),
  fields: z.record(z.string(), z.string()),
});
export type StartSavedResumeUploadResponse = z.infer<typeof startSavedResumeUploadResponse>;

/** POST /student/resume/uploaded and POST /student/resume/from-application/{id}: the new one. */
export const savedResumeSavedResponse = savedResume;

/** DELETE /student/resume response (no payload). */
export const deleteSavedResumeResponse = okResponse;

/** The file chooser's `accept` for a resume: its extensions and their types. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The resume rules of SPEC section 5 for a file the student picked, as a form says them before
 * anything is sent; undefined when it is fine.
 */
export function resumeFileProblem(file: { name: string; size: number } | null): string | undefined {
  if (!file) return validationMessages.resumeMissing;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return validationMessages.resumeType;
  }
  if (file.size > RESUME_MAX_BYTES) return validationMessages.resumeTooLarge;
  return undefined;
}
