import {
  applicationAnswer,
  type ApplyRequestInput,
  resumeFileProblem,
  type SavedResume,
} from 'api-contract/applications';
import { validationMessages } from 'api-contract/common';
import type { JobDetail } from 'api-contract/listings';
import { isValidEmail } from 'shared-kit';

/** Which resume goes with the application: the saved one or a file picked now. */
export type ResumeSource = 'saved' | 'new';

export interface ApplyDraft {
  answers: string[];
  anythingElse: string;
  email: string;
  phone: string;
  resumeSource: ResumeSource;
  resume: File | null;
  /** "Also save it to my profile": the new file becomes the saved resume once sent. */
  saveResume: boolean;
  declared: boolean;
}

export type ApplyErrors = {
  answers?: (string | undefined)[];
  email?: string;
  resume?: string;
  declared?: string;
};

/** A new draft; with a saved resume, that is the resume it applies with until changed. */
export const emptyDraft = (
  job: JobDetail,
  email = '',
  savedResume: SavedResume | null = null,
): ApplyDraft => ({
  answers: job.questions.map(() => ''),
  anythingElse: '',
  email,
  phone: '',
  resumeSource: savedResume ? 'saved' : 'new',
  resume: null,
  saveResume: false,
  declared: false,
});

/** The resume rules of SPEC section 5 for a picked file; undefined when it is fine. */
export const resumeError = (file: File | null): string | undefined => resumeFileProblem(file);

/** Every rule of SPEC section 5 for the apply form. */
export function applyErrors(draft: ApplyDraft): ApplyErrors {
  const errors: ApplyErrors = {};
  const answers = draft.answers.map((answer) => {
    const result = applicationAnswer.safeParse(answer);
    return result.success ? undefined : result.error.issues[0]?.message;
  });
  if (answers.some(Boolean)) errors.answers = answers;
  if (!isValidEmail(draft.email)) errors.email = validationMessages.preferredEmail;
  const resume = draft.resumeSource === 'new' ? resumeError(draft.resume) : undefined;
  if (resume) errors.resume = resume;
  if (!draft.declared) errors.declared = 'Please confirm that your details are accurate.';
  return errors;
}

export const hasErrors = (errors: ApplyErrors) => Object.keys(errors).length > 0;

/**
 * The POST /student/jobs/apply payload: empty optional texts go as null; the saved resume as
 * `use_saved_resume`, a new file by its name.
 */
export function applyRequestBody(job: JobDetail, draft: ApplyDraft): ApplyRequestInput {
  const phone = draft.phone.trim();
  const anythingElse = draft.anythingElse.trim();
  return {
    job_id: job.id,
    answers: draft.answers.map((a) => a.trim()),
    questions: job.question_ids,
    ...(draft.resumeSource === 'saved'
      ? { use_saved_resume: true }
      : { resume_filename: draft.resume?.name ?? '' }),
    preferred_email: draft.email.trim(),
    phone_number: phone === '' ? null : phone,
    anything_else_answer: anythingElse === '' ? null : anythingElse,
  };
}
