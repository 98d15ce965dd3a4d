// DELETE /student/jobs/apply/{application_id}: the owner takes back an application whose resume
// upload failed. Nothing of it remains and its slot is released (pending-resumes.ts).
import type { Database } from '../db/client';
import { HttpError } from '../plugins/http/http-error';
import type { ResumeStorage } from '../storage/driver';
import { applyMessages } from './messages';
import { removePendingApplications, resumeOfApplication } from './pending-resumes';

export async function cancelPendingApplication(
  db: Database,
  storage: ResumeStorage,
  input: { applicationId: string; studentId: string },
): Promise<void> {
  const keys = await removePendingApplications(db, 'cancel', {
    ids: [input.applicationId],
    studentId: input.studentId,
  });
  if (keys.length === 0) {
    // Another student's id looks exactly like an unknown one.
    const resume = await resumeOfApplication(db, input.applicationId, input.studentId);
    if (!resume) throw new HttpError(404, applyMessages.applicationNotFound);
    throw new HttpError(409, applyMessages.alreadyUploaded);
  }
  // A partial upload may have left an object; the rows are gone either way.
  await Promise.all(keys.map((key) => storage.remove(key)));
}
