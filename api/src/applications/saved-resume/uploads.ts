// Uploads of a new saved resume. Starting one records it in saved_resume_uploads (one per student:
// a new one replaces the one before, whose file goes); the current saved resume stays until the
// upload is confirmed. Confirming copies the uploaded file to a key of its own, checks that copy as
// an application's resume is checked (storage/stored-resume.ts) and makes it the saved resume. The
// copy is what makes the check hold: with S3 the browser could post again to the upload's key while
// its form is valid, and nothing would see it. An upload never confirmed is removed by the
// abandoned-upload sweep once its form has expired, or by the next upload.
import { and, eq, lte } from 'drizzle-orm';
import { validationMessages, savedResumeMessages, type SavedResume } from 'api-contract';
import type { Database } from '../../db/client';
import { savedResumeUploads } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import { uploadFormsExpiredBy } from '../../listings/capacity';
import type { ResumeStorage } from '../../storage/driver';
import {
  keyExtension,
  newSavedResumeKey,
  RESUME_CONTENT_TYPES,
  resumeExtension,
} from '../../storage/resume-files';
import { checkStoredResume } from '../../storage/stored-resume';
import { applyMessages } from '../messages';
import { lockStudent, replaceSavedResume, savedResumeAnswer } from './saved-resume';

export interface StartedUpload {
  key: string;
  contentType: string;
  /** The storage key of the unconfirmed upload this one replaced, for the caller to remove. */
  replacedKey: string | undefined;
}

export async function startSavedResumeUpload(
  db: Database,
  input: { studentId: string; fileName: string; now: Date },
): Promise<StartedUpload> {
  const { studentId, fileName, now } = input;
  const ext = resumeExtension(fileName);
  const key = newSavedResumeKey(studentId, ext);
  const contentType = RESUME_CONTENT_TYPES[ext];
  const replacedKey = await db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    const [replaced] = await tx
      .delete(savedResumeUploads)
      .where(eq(savedResumeUploads.studentId, studentId))
      .returning({ key: savedResumeUploads.storageKey });
    await tx
      .insert(savedResumeUploads)
      .values({ studentId, fileName, storageKey: key, contentType, createdAt: now });
    return replaced?.key;
  });
  return { key, contentType, replacedKey };
}

/**
 * Whether an upload under way expects a file under `key` (the local driver's upload route asks),
 * locking its row until the caller's transaction ends, so a confirmation waits for the file.
 */
export async function expectsSavedUpload(tx: Database, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedResumeUploads.studentId })
    .from(savedResumeUploads)
    .where(eq(savedResumeUploads.storageKey, key))
    .for('update');
  return row !== undefined;
}

export interface ConfirmedUpload {
  resume: SavedResume;
  /** Files no longer named by any row (the upload's own, the saved resume replaced). */
  unusedKeys: string[];
}

export async function confirmSavedResumeUpload(
  db: Database,
  storage: ResumeStorage,
  input: { studentId: string; now: Date },
): Promise<ConfirmedUpload> {
  const { studentId, now } = input;
  const [upload] = await db
    .select()
    .from(savedResumeUploads)
    .where(eq(savedResumeUploads.studentId, studentId));
  const ext = upload && keyExtension(upload.storageKey);
  if (!upload || !ext) throw new HttpError(404, savedResumeMessages.noUpload);
  const key = newSavedResumeKey(studentId, ext);
  if (!(await storage.copy(upload.storageKey, key))) {
    throw new HttpError(409, applyMessages.resumeNotReceived);
  }
  const stored = await checkStoredResume(storage, key);
  if (stored.status !== 'ok') {
    // Refused as the upload route refuses it; the upload is over, so its row and files go.
    await db
      .delete(savedResumeUploads)
      .where(
        and(
          eq(savedResumeUploads.studentId, studentId),
          eq(savedResumeUploads.storageKey, upload.storageKey),
        ),
      );
    await Promise.all([storage.remove(key), storage.remove(upload.storageKey)]);
    throw new HttpError(
      400,
      stored.status === 'too-large'
        ? validationMessages.resumeTooLarge
        : validationMessages.resumeType,
    );
  }
  const file = {
    fileName: upload.fileName,
    storageKey: key,
    sizeBytes: stored.sizeBytes,
    contentType: RESUME_CONTENT_TYPES[ext],
    uploadedAt: now,
  };
  let replacedKey: string | undefined;
  try {
    replacedKey = await db.transaction(async (tx) => {
      await lockStudent(tx, studentId);
      const [taken] = await tx
        .delete(savedResumeUploads)
        .where(
          and(
            eq(savedResumeUploads.studentId, studentId),
            eq(savedResumeUploads.storageKey, upload.storageKey),
          ),
        )
        .returning({ key: savedResumeUploads.storageKey });
      // Confirmed, replaced or deleted meanwhile (another tab).
      if (!taken) throw new HttpError(404, savedResumeMessages.noUpload);
      return replaceSavedResume(tx, studentId, file);
    });
  } catch (error) {
    // Nothing names the copy; a file left by a failed removal is harmless (storage/remove-files.ts).
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  return {
    resume: savedResumeAnswer({ studentId, ...file }),
    unusedKeys: [upload.storageKey, ...(replacedKey ? [replacedKey] : [])],
  };
}

/**
 * Removes the uploads whose form has expired unconfirmed (the abandoned-upload sweep); returns
 * their storage keys, for the caller to remove.
 */
export async function removeAbandonedSavedUploads(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .delete(savedResumeUploads)
    .where(lte(savedResumeUploads.createdAt, uploadFormsExpiredBy(now)))
    .returning({ key: savedResumeUploads.storageKey });
  return rows.map((row) => row.key);
}
