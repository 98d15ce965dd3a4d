// POST /student/applications/{id}/withdraw: the owner withdraws an application that is neither
// withdrawn nor rejected (the withdraw move of applications/status.ts). One statement sets the
// status and gives the listing its slot back, so a full listing reopens.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { a, moveStatus } from './status-sql';
import { queryRows, type Database } from '../db/client';
import { applications, resumes } from '../db/schema';
import { HttpError } from '../plugins/http/http-error';
import { studentMessages } from '../accounts/students/messages';

export async function withdrawApplication(
  db: Database,
  input: { applicationId: string; studentId: string },
): Promise<void> {
  const withdrawn = await queryRows<{ id: string }>(
    db,
    sql`${moveStatus(
      'withdraw',
      sql`${a.id} = ${input.applicationId}::uuid and ${a.studentId} = ${input.studentId}::uuid`,
    )} select moved.id from moved`,
  );
  if (withdrawn.length > 0) return;

  // Another student's id, an unknown id and a pending upload all look the same: not found.
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .innerJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(
      and(
        eq(applications.id, input.applicationId),
        eq(applications.studentId, input.studentId),
        isNotNull(resumes.storedAt),
      ),
    );
  if (!row) throw new HttpError(404, studentMessages.applicationNotFound);
  if (row.status === 'rejected') throw new HttpError(409, studentMessages.rejectedCannotWithdraw);
  throw new HttpError(409, studentMessages.alreadyWithdrawn);
}
