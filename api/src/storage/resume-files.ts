// Resume object keys and types: `resumes/{application_id}/{random}.{ext}` for an application's
// resume, `saved-resumes/{student_id}/{random}.{ext}` for a student's saved one. The key
// is the only thing a policy pins, so it carries the extension the content is checked against.
import { randomBytes } from 'node:crypto';
import { RESUME_MIME_TYPES, type RESUME_EXTENSIONS } from 'api-contract';

export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

const [PDF_TYPE, DOC_TYPE, DOCX_TYPE] = RESUME_MIME_TYPES;

export const RESUME_CONTENT_TYPES: Record<ResumeExtension, string> = {
  pdf: PDF_TYPE,
  doc: DOC_TYPE,
  docx: DOCX_TYPE,
};

const KEY_PATTERN =
  /^(resumes|saved-resumes)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9_-]{16,64}\.(pdf|docx?)$/;

const SAVED_PREFIX = 'saved-resumes';

/** The extension of a validated resume file name (the contract allows only these three). */
export function resumeExtension(filename: string): ResumeExtension {
  const ext = filename.trim().toLowerCase().split('.').pop();
  if (ext === 'pdf' || ext === 'doc' || ext === 'docx') return ext;
  throw new Error(`not a resume file name: ${filename}`);
}

export function newResumeKey(applicationId: string, ext: ResumeExtension): string {
  return `resumes/${applicationId}/${randomBytes(16).toString('base64url')}.${ext}`;
}

/** A new key for a student's saved resume: a fresh random name under their id. */
export function newSavedResumeKey(studentId: string, ext: ResumeExtension): string {
  return `${SAVED_PREFIX}/${studentId}/${randomBytes(16).toString('base64url')}.${ext}`;
}

/** The extension of a well-formed resume key, or undefined (also guards the local file path). */
export function keyExtension(key: string): ResumeExtension | undefined {
  const match = KEY_PATTERN.exec(key);
  const ext = match?.[2];
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? ext : undefined;
}

/** Whether a well-formed key is a saved resume's (not an application's). */
export function isSavedResumeKey(key: string): boolean {
  return KEY_PATTERN.exec(key)?.[1] === SAVED_PREFIX;
}
