// POST /student/resume/from-application/{application_id}: "Also save it to my profile" on the apply
// form. Once the application is submitted, its resume is copied to a saved-resume key and becomes
// the saved resume: the file is not uploaded a second time over the student's phone, and a refused
// application saves nothing.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { SavedResume } from 'api-contract';
import type { Database } from '../../db/client';
import { applications, resumes } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import type { ResumeStorage } from '../../storage/driver';
import { keyExtension, newSavedResumeKey } from '../../storage/resume-files';
import { applyMessages } from '../messages';
import { lockStudent, replaceSavedResume, savedResumeAnswer } from './saved-resume';

export async function saveResumeFromApplication(
  db: Database,
  storage: ResumeStorage,
  input: { studentId: string; applicationId: string; now: Date },
): Promise<{ resume: SavedResume; replacedKey: string | undefined }> {
  const { studentId, applicationId, now } = input;
  const [resume] = await db
    .select({
      fileName: resumes.fileName,
      storageKey: resumes.storageKey,
      sizeBytes: resumes.sizeBytes,
      contentType: resumes.contentType,
    })
    .from(resumes)
    .innerJoin(applications, eq(applications.id, resumes.applicationId))
    .where(
      and(
        eq(resumes.applicationId, applicationId),
        eq(applications.studentId, studentId),
        isNotNull(resumes.storedAt),
      ),
    );
  const ext = resume && keyExtension(resume.storageKey);
  // Another student's application, an unknown id and one whose upload is pending look alike.
  if (!resume || !ext) throw new HttpError(404, applyMessages.applicationNotFound);
  const key = newSavedResumeKey(studentId, ext);
  if (!(await storage.copy(resume.storageKey, key))) {
    throw new Error(`The stored resume of application ${applicationId} is missing`);
  }
  const file = { ...resume, storageKey: key, uploadedAt: now };
  try {
    const replacedKey = await db.transaction(async (tx) => {
      await lockStudent(tx, studentId);
      return replaceSavedResume(tx, studentId, file);
    });
    return { resume: savedResumeAnswer({ studentId, ...file }), replacedKey };
  } catch (error) {
    // Nothing names the copy; a file left by a failed removal is harmless (storage/remove-files.ts).
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
