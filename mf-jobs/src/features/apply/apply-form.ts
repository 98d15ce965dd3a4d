import {
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  applicationAnswer,
  validationMessages,
  type ApplyRequestInput,
  type JobDetail,
} from 'api-contract';
import { isValidEmail } from 'shared-kit';

export interface ApplyDraft {
  answers: string[];
  anythingElse: string;
  email: string;
  phone: string;
  resume: File | null;
  declared: boolean;
}

export type ApplyErrors = {
  answers?: (string | undefined)[];
  email?: string;
  resume?: string;
  declared?: string;
};

export const emptyDraft = (job: JobDetail, email = ''): ApplyDraft => ({
  answers: job.questions.map(() => ''),
  anythingElse: '',
  email,
  phone: '',
  resume: null,
  declared: false,
});

/** The resume rules of SPEC section 5 for a picked file; undefined when it is fine. */
export function resumeError(file: File | null): string | undefined {
  if (!file) return validationMessages.resumeMissing;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return validationMessages.resumeType;
  }
  if (file.size > RESUME_MAX_BYTES) return validationMessages.resumeTooLarge;
  return undefined;
}

/** Every rule of SPEC section 5 for the apply form. */
export function applyErrors(draft: ApplyDraft): ApplyErrors {
  const errors: ApplyErrors = {};
  const answers = draft.answers.map((answer) => {
    const result = applicationAnswer.safeParse(answer);
    return result.success ? undefined : result.error.issues[0]?.message;
  });
  if (answers.some(Boolean)) errors.answers = answers;
  if (!isValidEmail(draft.email)) errors.email = validationMessages.preferredEmail;
  const resume = resumeError(draft.resume);
  if (resume) errors.resume = resume;
  if (!draft.declared) errors.declared = 'Please confirm that your details are accurate.';
  return errors;
}

export const hasErrors = (errors: ApplyErrors) => Object.keys(errors).length > 0;

/** The POST /student/jobs/apply payload: empty optional texts go as null. */
export function applyRequestBody(job: JobDetail, draft: ApplyDraft): ApplyRequestInput {
  const phone = draft.phone.trim();
  const anythingElse = draft.anythingElse.trim();
  return {
    job_id: job.id,
    answers: draft.answers.map((a) => a.trim()),
    questions: job.question_ids,
    resume_filename: draft.resume?.name ?? '',
    preferred_email: draft.email.trim(),
    phone_number: phone === '' ? null : phone,
    anything_else_answer: anythingElse === '' ? null : anythingElse,
  };
}
