// A student's saved resume (beyond SPEC): one per student (saved_resumes, keyed by the
// student), uploaded once and copied for each application made with it. Every change of it locks
// the student's row first, so two changes at once are made one after the other and the file each
// replaces is known.
import { eq } from 'drizzle-orm';
import type { SavedResume } from 'api-contract';
import type { Database } from '../../db/client';
import { savedResumes, savedResumeUploads, students } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import { NOT_SIGNED_IN_DETAIL } from '../../accounts/auth/plugin';

export type SavedResumeRow = typeof savedResumes.$inferSelect;

export async function findSavedResume(
  db: Database,
  studentId: string,
): Promise<SavedResumeRow | undefined> {
  const [row] = await db.select().from(savedResumes).where(eq(savedResumes.studentId, studentId));
  return row;
}

/** What the screens are told of a saved resume. */
export function savedResumeAnswer(row: SavedResumeRow): SavedResume {
  return {
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/**
 * Locks the student's row for a change of their saved resume (NO KEY UPDATE: foreign-key checks
 * of their other rows do not wait for it). A session that outlived its account is told to log in.
 */
export async function lockStudent(tx: Database, studentId: string): Promise<void> {
  const [row] = await tx
    .select({ id: students.userId })
    .from(students)
    .where(eq(students.userId, studentId))
    .for('no key update');
  if (!row) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
}

/**
 * Makes `file` the student's saved resume, in a transaction that has locked the student
 * (lockStudent). Returns the storage key of the saved resume it replaces, for the caller to remove
 * once committed.
 */
export async function replaceSavedResume(
  tx: Database,
  studentId: string,
  file: Omit<SavedResumeRow, 'studentId'>,
): Promise<string | undefined> {
  const [old] = await tx
    .select({ key: savedResumes.storageKey })
    .from(savedResumes)
    .where(eq(savedResumes.studentId, studentId));
  await tx
    .insert(savedResumes)
    .values({ studentId, ...file })
    .onConflictDoUpdate({ target: savedResumes.studentId, set: file });
  return old?.key;
}

/** Deletes the saved resume and any upload of one under way; returns their storage keys. */
export async function deleteSavedResume(db: Database, studentId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    const saved = await tx
      .delete(savedResumes)
      .where(eq(savedResumes.studentId, studentId))
      .returning({ key: savedResumes.storageKey });
    const pending = await tx
      .delete(savedResumeUploads)
      .where(eq(savedResumeUploads.studentId, studentId))
      .returning({ key: savedResumeUploads.storageKey });
    return [...saved, ...pending].map((row) => row.key);
  });
}
