// POST /student/jobs/apply with `use_saved_resume: true`: the saved resume is copied under the new
// application's own key before the application is inserted, already stored, so it is submitted at
// once with nothing to upload. A copy and not a reference: replacing or deleting the saved resume
// later must never change what an employer already has, and retention and account deletion remove
// an application's file with the application.
import { randomUUID } from 'node:crypto';
import { savedResumeMessages, type ApplyRequest } from 'api-contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http/http-error';
import type { ResumeStorage } from '../../storage/driver';
import { keyExtension, newResumeKey } from '../../storage/resume-files';
import { insertApplication, listingToApply } from '../apply';
import { findSavedResume } from './saved-resume';

export async function applyWithSavedResume(
  db: Database,
  storage: ResumeStorage,
  input: {
    studentId: string;
    request: ApplyRequest;
    today: string;
    now: Date;
    publicUrl: string;
  },
): Promise<{ applicationId: string; abandonedKeys: string[] }> {
  const { studentId, request, publicUrl } = input;
  const saved = await findSavedResume(db, studentId);
  const ext = saved && keyExtension(saved.storageKey);
  if (!saved || !ext) throw new HttpError(409, savedResumeMessages.none);
  // Refusals that need no file come before the copy.
  const listingId = await listingToApply(db, request);
  const applicationId = randomUUID();
  const key = newResumeKey(applicationId, ext);
  // False when the saved resume was replaced or deleted since it was read.
  if (!(await storage.copy(saved.storageKey, key))) {
    throw new HttpError(409, savedResumeMessages.none);
  }
  try {
    const abandonedKeys = await insertApplication(db, {
      ...input,
      applicationId,
      listingId,
      resume: {
        fileName: saved.fileName,
        storageKey: key,
        contentType: saved.contentType,
        stored: { sizeBytes: saved.sizeBytes, publicUrl },
      },
    });
    return { applicationId, abandonedKeys };
  } catch (error) {
    // Nothing names the copy; a file left by a failed removal is harmless (storage/remove-files.ts).
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
