// Submitting an application (POST /student/jobs/apply): the move into status.ts's table, as a
// pending application. Its slot is taken (listings/capacity.ts) in the transaction that inserts the
// application, its answers and its pending resume row, so a refused insert (already applied) gives
// the slot back. The same transaction first checks the student's pending applications
// (pending-limit.ts) and removes the listing's applications whose upload form expired, so a slot
// such an application held is free the moment its form expires.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApplyRequest } from 'api-contract';
import type { Database } from '../db/client';
import { answers, applications, listings, questions, resumes } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../plugins/http/http-error';
import { takeSlot, uploadFormsExpiredBy, visibleListing } from '../listings/capacity';
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

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  return left.size === b.length && b.every((id) => left.has(id));
}

export async function submitApplication(
  db: Database,
  input: { studentId: string; request: ApplyRequest; today: string; now: Date },
): Promise<SubmittedApplication> {
  const { request, studentId, today, now } = input;
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, request.job_id), visibleListing(listings)));
  if (!listing) throw new HttpError(404, applyMessages.jobNotFound);
  const listingQuestions = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.listingId, listing.id));
  if (
    !sameSet(
      request.questions,
      listingQuestions.map((q) => q.id),
    )
  ) {
    throw new HttpError(400, applyMessages.questionsMismatch);
  }

  const applicationId = randomUUID();
  const ext = resumeExtension(request.resume_filename);
  const resumeKey = newResumeKey(applicationId, ext);
  let abandonedKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await ensureRoomForPending(tx, studentId, now);
      abandonedKeys = await removePendingApplications(tx, 'abandon', {
        listingId: listing.id,
        createdBy: uploadFormsExpiredBy(now),
      });
      if (!(await takeSlot(tx, listing.id, today))) {
        throw new HttpError(409, applyMessages.notTakingApplications);
      }
      await tx.insert(applications).values({
        id: applicationId,
        listingId: listing.id,
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
        fileName: request.resume_filename,
        storageKey: resumeKey,
        sizeBytes: 0,
        contentType: RESUME_CONTENT_TYPES[ext],
        createdAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, applyMessages.alreadyApplied);
    throw error;
  }
  return { applicationId, resumeKey, contentType: RESUME_CONTENT_TYPES[ext], abandonedKeys };
}
