// A student's own application, locked for a move: the row lock first (so two moves of one
// application serialise), then the application as its student may move it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applications, resumes } from '../db/schema';
import { HttpError } from '../plugins/http/http-error';
import { studentMessages } from '../accounts/students/messages';
import { lockApplication } from './history';

/**
 * The status (and the offer's start date, for an answer to it) of the student's application,
 * locked for the rest of the transaction. Another student's id, an unknown id and a pending upload
 * all look the same: 404.
 */
export async function lockOwnApplication(tx: Database, applicationId: string, studentId: string) {
  await lockApplication(tx, applicationId);
  const [row] = await tx
    .select({ status: applications.status, startDate: applications.offerStartDate })
    .from(applications)
    .innerJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.studentId, studentId),
        isNotNull(resumes.storedAt),
      ),
    );
  if (!row) throw new HttpError(404, studentMessages.applicationNotFound);
  return row;
}
