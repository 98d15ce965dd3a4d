import { z } from 'zod/mini';
import {
  applicationStatus,
  closeOutcome,
  emailAddress,
  entityId,
  isoDate,
  isoDateTime,
  keysetCursorQuery,
  okResponse,
  optionalText,
  preferredEmailAddress,
  validationMessages,
} from './common';
import { RESUME_EXTENSIONS, SHORT_TEXT_MAX_LENGTH, TEXT_AREA_MAX_LENGTH } from './limits';
import { listingPay } from './pay';
import { categoryCode } from './system';
import { studentVerification } from './verification';

/** GET /student/profile response: qualifications lists the codes of ticked qualifications. */
export const studentProfileResponse = z.object({
  name: z.string(),
  email: z.string(),
  university: z.string(),
  degree: z.string(),
  about: z.string(),
  experience: z.string(),
  other_qualifications: z.string(),
  qualifications: z.array(z.string()),
  /**
   * The university or TAFE address verification in force, or null (none, or it has ended); absent
   * from an API older than it.
   */
  verification: z.optional(z.nullable(studentVerification)),
});
export type StudentProfileResponse = z.infer<typeof studentProfileResponse>;

/** PUT /student/profile request (no required fields; text areas at most 250). */
export const updateStudentProfileRequest = z.strictObject({
  university: /* @__PURE__ */ optionalText(SHORT_TEXT_MAX_LENGTH),
  degree: /* @__PURE__ */ optionalText(SHORT_TEXT_MAX_LENGTH),
  about: /* @__PURE__ */ optionalText(),
  experience: /* @__PURE__ */ optionalText(),
  other_qualifications: /* @__PURE__ */ optionalText(),
  qualifications: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(100)),
});
export type UpdateStudentProfileRequest = z.infer<typeof updateStudentProfileRequest>;

/** PUT /student/profile response (not read). */
export const updateStudentProfileResponse = okResponse;
export type UpdateStudentProfileResponse = z.infer<typeof updateStudentProfileResponse>;

/** DELETE /student/account response (no payload; followed by logout). */
export const deleteStudentAccountResponse = okResponse;
export type DeleteStudentAccountResponse = z.infer<typeof deleteStudentAccountResponse>;

/** GET /student/applications query: limit (default 5) and the optional keyset cursor. */
export const studentApplicationsQuery = keysetCursorQuery;
export type StudentApplicationsQuery = z.infer<typeof studentApplicationsQuery>;
export type StudentApplicationsQueryInput = z.input<typeof studentApplicationsQuery>;

/** One row of GET /student/applications. */
export const studentApplication = z.object({
  id: entityId,
  status: applicationStatus,
  created_at: isoDateTime,
  job: z.object({
    /** The listing, for a link to its page (issue 32); absent from an API before it. */
    id: z.optional(entityId),
    title: z.string(),
    business_name: z.string(),
    pay: listingPay,
    /** Whether the listing still takes applications; `removed` once its employer deleted it. */
    availability: z.enum(['open', 'full', 'closed', 'expired', 'removed']),
  }),
});
export type StudentApplication = z.infer<typeof studentApplication>;

/** GET /student/applications response: a page, newest first, and the total count. */
export const studentApplicationsResponse = z.object({
  applications: z.array(studentApplication),
  total_applications: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type StudentApplicationsResponse = z.infer<typeof studentApplicationsResponse>;

/** POST /student/applications/{id}/withdraw response (no payload; not read). */
export const withdrawApplicationResponse = okResponse;
export type WithdrawApplicationResponse = z.infer<typeof withdrawApplicationResponse>;

/** GET /student/jobs/{id} response (public): the job of the apply page. */
export const jobDetail = z.object({
  id: entityId,
  title: z.string(),
  business_name: z.string(),
  /** What the employer says about their business (issue 32); absent from an API before it. */
  business_description: z.optional(z.string()),
  /**
   * The employer's ABN (11 digits), which a student can check on the public ABN Lookup; null when
   * they gave none, absent from an API before it.
   */
  abn: z.optional(z.nullable(z.string())),
  short_preview: z.string(),
  description: z.string(),
  location: z.string(),
  /**
   * Its category and place, for the jobs like it a closed listing's page offers (issue 32); the
   * place is null when it was typed rather than picked. Absent from an API before issue 32.
   */
  category_code: z.optional(categoryCode),
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  expiry_date: isoDate,
  submitted_count: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  max_applications: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
  /** Question texts, parallel to question_ids. */
  questions: z.array(z.string()),
  question_ids: z.array(entityId),
  /**
   * Whether it takes applications: open, full (as many as its maximum), closed (no longer posted)
   * or expired (past its expiry date, market time).
   */
  availability: z.enum(['open', 'full', 'closed', 'expired']),
  /** With `closed`: why its employer closed it (absent from an API before issue 32). */
  close_outcome: z.optional(z.nullable(closeOutcome)),
  /**
   * When it was published (an approved listing: when a moderator approved it), and when its
   * employer closed it (null unless they did): the dates of the job page's structured data
   * (issue 32). Absent from an API before them.
   */
  posted_at: z.optional(isoDateTime),
  closed_at: z.optional(z.nullable(isoDateTime)),
  /** The signed-in student's application to it (its resume stored); null for anyone else. */
  my_application: z.nullable(
    z.object({ id: entityId, status: applicationStatus, created_at: isoDateTime }),
  ),
  pay: listingPay,
  /**
   * How long the employer usually takes to review an application, in whole days (the median of
   * their decisions, at least 1); null until they have decided enough to say.
   */
  usual_review_days: z.nullable(/* @__PURE__ */ z.number().check(z.int(), z.positive())),
  /** Whether the signed-in student saved it (issue 18); false for anyone else. */
  saved: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetail>;
export type JobAvailability = JobDetail['availability'];

/** GET /student/jobs/{id} response. */
export const studentJobResponse = jobDetail;
export type StudentJobResponse = z.infer<typeof studentJobResponse>;

/** GET /student/email response: the account email, to prefill the apply form. */
export const studentEmailResponse = z.object({ email: emailAddress });
export type StudentEmailResponse = z.infer<typeof studentEmailResponse>;

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
 * (`use_saved_resume: true`, issue 32), never both.
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
 * POST /student/jobs/apply response to an application with the saved resume (issue 32): already
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
