// Applying for a job: the form's answers and resume, the presigned upload, and its confirmation or
// cancellation (applications module).
import { z } from 'zod/mini';
import {
  entityId,
  okResponse,
  optionalText,
  preferredEmailAddress,
  validationMessages,
} from '../common/schemas';
import { RESUME_EXTENSIONS, TEXT_AREA_MAX_LENGTH } from '../common/limits';

const RESUME_FILENAME_PATTERN = new RegExp(
  `\\.(${/* @__PURE__ */ RESUME_EXTENSIONS.join('|')})$`,
  'i',
);

/** A file name without a path or control characters. */
function isBaseName(name: string): boolean {
  return (
    !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
  );
}

/** One answer to a listing question: trimmed, non-empty, at most 250 characters. */
export const applicationAnswer = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.minLength(1, validationMessages.answerRequired),
    z.maxLength(
      TEXT_AREA_MAX_LENGTH,
      /* @__PURE__ */ validationMessages.tooLong(TEXT_AREA_MAX_LENGTH),
    ),
  );

/** A resume file name: a base name (no path) ending in .pdf, .doc or .docx. */
export const resumeFilename = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.minLength(1, validationMessages.resumeMissing),
    z.maxLength(255, validationMessages.resumeType),
    z.refine(isBaseName, validationMessages.resumeType),
    z.regex(RESUME_FILENAME_PATTERN, validationMessages.resumeType),
  );

/** Applying with `use_saved_resume: true` and a resume file name together. */
export const BOTH_RESUMES_MESSAGE = 'Send either resume_filename or use_saved_resume, not both.';

/**
 * POST /student/jobs/apply request: one non-empty answer per question id (parallel lists),
 * phone_number and anything_else_answer null when empty. The resume is either a new file
 * (`resume_filename`, uploaded to the answer's presigned POST) or the student's saved one
 * (`use_saved_resume: true`), never both.
 */
export const applyRequest = /* @__PURE__ */ z
  .strictObject({
    job_id: entityId,
    answers: z.array(applicationAnswer),
    questions: z.array(entityId),
    resume_filename: z.optional(resumeFilename),
    use_saved_resume: z.optional(z.boolean()),
    preferred_email: preferredEmailAddress,
    phone_number: z.optional(
      z.nullable(
        /* @__PURE__ */ z
          .string()
          .check(z.trim(), z.regex(/^\+?[0-9 ()\-.]{3,32}$/, 'Please enter a valid phone number.')),
      ),
    ),
    anything_else_answer: z.optional(z.nullable(/* @__PURE__ */ optionalText())),
  })
  .check(
    z.refine((v) => v.answers.length === v.questions.length, {
      message: 'Every question needs exactly one answer.',
      path: ['answers'],
    }),
    z.refine((v) => new Set(v.questions).size === v.questions.length, {
      message: 'A question is answered more than once.',
      path: ['questions'],
    }),
    z.refine((v) => v.use_saved_resume === true || v.resume_filename !== undefined, {
      message: validationMessages.resumeMissing,
      path: ['resume_filename'],
    }),
    z.refine((v) => v.use_saved_resume !== true || v.resume_filename === undefined, {
      message: BOTH_RESUMES_MESSAGE,
      path: ['resume_filename'],
    }),
  );
export type ApplyRequest = z.infer<typeof applyRequest>;
export type ApplyRequestInput = z.input<typeof applyRequest>;

/**
 * POST /student/jobs/apply response to an application with a new file: an S3-style presigned
 * POST. Upload with a multipart POST to upload_url, every field first and then the file.
 * upload_url may be relative (local disk driver).
 */
export const applyResponse = z.object({
  upload_url: /* @__PURE__ */ z.string().check(z.minLength(1)),
  fields: z.record(z.string(), z.string()),
  application_id: entityId,
});
export type ApplyResponse = z.infer<typeof applyResponse>;

/**
 * POST /student/jobs/apply response to an application with the saved resume: already
 * submitted with a copy of the file, so there is nothing to upload, confirm or cancel.
 */
export const submittedApplyResponse = z.object({
  application_id: entityId,
  submitted: z.literal(true),
});
export type SubmittedApplyResponse = z.infer<typeof submittedApplyResponse>;

/** Either answer of POST /student/jobs/apply: an upload form, or submitted at once. */
export const applyOutcome = z.union([applyResponse, submittedApplyResponse]);
export type ApplyOutcome = z.infer<typeof applyOutcome>;

/** DELETE /student/jobs/apply/{application_id} response: cancels after a failed upload. */
export const cancelApplicationResponse = okResponse;
export type CancelApplicationResponse = z.infer<typeof cancelApplicationResponse>;

export const confirmUploadResponse = okResponse;
export type ConfirmUploadResponse = z.infer<typeof confirmUploadResponse>;
