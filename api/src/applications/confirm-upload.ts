// POST /student/jobs/apply/{application_id}/uploaded: the screen says its upload finished. With the
// local driver the upload route has already recorded the file (this answers at once); with S3 the
// API never sees the upload, so it looks in the bucket, and the application is submitted now, not
// when the abandoned-upload sweep would find it an hour later. Idempotent: a second call is a 200.
import { RESUME_MAX_BYTES, validationMessages } from 'shared-kit/contract';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { ResumeStorage } from '../storage/driver';
import { applyMessages } from './messages';
import { markResumeStored, resumeOfApplication } from './pending-resumes';

export async function confirmUpload(
  db: Database,
  storage: ResumeStorage,
  input: { applicationId: string; studentId: string; now: Date; publicUrl: string },
): Promise<void> {
  // Another student's id looks exactly like an unknown one.
  const resume = await resumeOfApplication(db, input.applicationId, input.studentId);
  if (!resume?.key) throw new HttpError(404, applyMessages.applicationNotFound);
  if (resume.stored) return;
  // The bucket's POST policy bounded the size and type; an empty or absent object is no resume.
  const size = await storage.stat(resume.key);
  if (!size) throw new HttpError(409, applyMessages.resumeNotReceived);
  // Checked again here: not every S3-compatible store enforces a POST policy (s3rver does not).
  if (size > RESUME_MAX_BYTES) {
    await storage.remove(resume.key);
    throw new HttpError(400, validationMessages.resumeTooLarge);
  }
  await markResumeStored(db, resume.key, { sizeBytes: size, now: input.now }, input);
}
