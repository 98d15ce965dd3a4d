// Submitting an application (POST /student/jobs/apply): the move into status.ts's table. With a new
// file it is a pending application, submitted when its upload is confirmed; with the student's
// saved resume (saved-resume/apply-with-saved.ts) the file is already copied, so it is submitted at
// once. Its slot is taken (listings/capacity.ts) in the transaction that inserts the application,
// its answers and its resume row, so a refused insert (already applied) gives the slot back. The
// same transaction first checks the student's pending applications (pending-limit.ts) and removes
// the listing's applications whose upload form expired, so a slot such an application held is free
// the moment its form expires.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { validationMessages, type ApplyRequest } from 'api-contract';
import type { Database } from '../db/client';
import { answers, applications, listings, resumes } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../plugins/http/http-error';
import { takeSlot, uploadFormsExpiredBy, visibleListing } from '../listings/capacity';
import { noticeIfFilled } from '../listings/closing-notices';
import { currentQuestions } from '../listings/edit/question-changes';
import { newResumeKey, RESUME_CONTENT_TYPES, resumeExtension } from '../storage/resume-files';
import { applyMessages } from './messages';
import { ensureRoomForPending } from './pending-limit';
import { removePendingApplications } from './pending-resumes';

export interface SubmittedApplication {
  applicationId: string;
  resumeKey: string;
  contentType: string;
  /** Storage keys of the abandoned applications removed on the way, for the caller to delete. */
  abandonedKeys: string[];
}

/** The application's resume row: to be uploaded (pending), or already `stored` under its key. */
export interface ApplicationResume {
  fileName: string;
  storageKey: string;
  contentType: string;
  stored?: { sizeBytes: number; publicUrl: string };
}

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  return left.size === b.length && b.every((id) => left.has(id));
}

/**
 * The listing the request applies to: visible, with exactly the questions answered; else 404 or
 * 400. Checked before anything is written or copied.
 */
export async function listingToApply(db: Database, request: ApplyRequest): Promise<string> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, request.job_id), visibleListing(listings)));
  if (!listing) throw new HttpError(404, applyMessages.jobNotFound);
  const asked = await currentQuestions(db, listing.id);
  if (
    !sameSet(
      request.questions,
      asked.map((q) => q.id),
    )
  ) {
    throw new HttpError(400, applyMessages.questionsMismatch);
  }
  return listing.id;
}

/**
 * Inserts the application, its answers and its resume row, taking the listing's slot, in one
 * transaction. Returns the storage keys of the listing's abandoned applications it removed.
 * A resume already stored makes the application submitted now: it may fill its listing, whose
 * applicants are then told in the same transaction (as markResumeStored does for an upload).
 */
export async function insertApplication(
  db: Database,
  input: {
    applicationId: string;
    listingId: string;
    studentId: string;
    request: ApplyRequest;
    resume: ApplicationResume;
    today: string;
    now: Date;
  },
): Promise<string[]> {
  const { applicationId, listingId, request, resume, studentId, today, now } = input;
  let abandonedKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      // Only an upload under way counts against the cap of pending applications.
      if (!resume.stored) await ensureRoomForPending(tx, studentId, now);
      abandonedKeys = await removePendingApplications(tx, 'abandon', {
        listingId,
        createdBy: uploadFormsExpiredBy(now),
      });
      const slot = await takeSlot(tx, listingId, today);
      if (!slot) throw new HttpError(409, applyMessages.notTakingApplications);
      // The listing's row is locked now: an edit since the questions were checked changed them.
      const asked = await currentQuestions(tx, listingId);
      if (
        !sameSet(
          request.questions,
          asked.map((q) => q.id),
        )
      ) {
        throw new HttpError(409, applyMessages.listingChanged);
      }
      await tx.insert(applications).values({
        id: applicationId,
        listingId,
        listingVersion: slot.version,
        studentId,
        preferredEmail: request.preferred_email,
        phoneNumber: request.phone_number || null,
        anythingElseAnswer: request.anything_else_answer || null,
        // The app's clock, as the upload form's expiry is (now + UPLOAD_TTL_MS): the slot is held
        // until exactly then (listings/capacity.ts), and the sweep and tests agree on its age.
        createdAt: now,
      });
      if (request.questions.length > 0) {
        await tx.insert(answers).values(
          request.questions.map((questionId, index) => ({
            applicationId,
            questionId,
            answer: request.answers[index] ?? '',
          })),
        );
      }
      await tx.insert(resumes).values({
        applicationId,
        fileName: resume.fileName,
        storageKey: resume.storageKey,
        sizeBytes: resume.stored?.sizeBytes ?? 0,
        contentType: resume.contentType,
        storedAt: resume.stored ? now : null,
        createdAt: now,
      });
      if (resume.stored) {
        await noticeIfFilled(tx, applicationId, { publicUrl: resume.stored.publicUrl, now });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, applyMessages.alreadyApplied);
    throw error;
  }
  return abandonedKeys;
}

/** Applying with a new file: a pending application whose resume the student uploads next. */
export async function submitApplication(
  db: Database,
  input: { studentId: string; request: ApplyRequest; today: string; now: Date },
): Promise<SubmittedApplication> {
  const { request } = input;
  // The contract requires a file name unless the saved resume is used.
  if (request.resume_filename === undefined) {
    throw new HttpError(400, validationMessages.resumeMissing);
  }
  const listingId = await listingToApply(db, request);
  const applicationId = randomUUID();
  const ext = resumeExtension(request.resume_filename);
  const resumeKey = newResumeKey(applicationId, ext);
  const contentType = RESUME_CONTENT_TYPES[ext];
  const abandonedKeys = await insertApplication(db, {
    ...input,
    applicationId,
    listingId,
    resume: { fileName: request.resume_filename, storageKey: resumeKey, contentType },
  });
  return { applicationId, resumeKey, contentType, abandonedKeys };
}
