// POST /student/jobs/apply/{application_id}/uploaded: the screen says its upload finished. With the
// local driver the upload route has already checked and recorded the file (this answers at once);
// with S3 the API never sees the upload, so it reads the object from the bucket and checks it as
// the upload route would (storage/stored-resume.ts), and the application is submitted now, not
// when the abandoned-upload sweep would find it an hour later. A file that fails is deleted and
// the application stays pending (the screen cancels it). Idempotent: a second call is a 200.
import { validationMessages } from 'api-contract';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/http/http-error';
import type { ResumeStorage } from '../storage/driver';
import { checkStoredResume } from '../storage/stored-resume';
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
  const stored = await checkStoredResume(storage, resume.key);
  switch (stored.status) {
    case 'missing':
      throw new HttpError(409, applyMessages.resumeNotReceived);
    case 'too-large':
      await storage.remove(resume.key);
      throw new HttpError(400, validationMessages.resumeTooLarge);
    case 'wrong-type':
      // The local upload route's answer for the same file.
      await storage.remove(resume.key);
      throw new HttpError(400, validationMessages.resumeType);
    case 'ok':
      await markResumeStored(
        db,
        resume.key,
        { sizeBytes: stored.sizeBytes, now: input.now },
        input,
      );
  }
}
