// POST /student/applications/{id}/withdraw: the owner withdraws an application that is neither
// withdrawn nor rejected (SPEC section 4). One statement sets the status and gives the listing its
// slot back (a withdrawn application does not count toward the cap), so a full listing reopens.
import { and, eq, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { applications, resumes } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { studentMessages } from './messages';

export async function withdrawApplication(
  db: Database,
  input: { applicationId: string; studentId: string },
): Promise<void> {
  const withdrawn = await queryRows<{ id: string }>(
    db,
    sql`with withdrawn as (
        update applications a set status = 'withdrawn'
        where a.id = ${input.applicationId}::uuid and a.student_id = ${input.studentId}::uuid
          and a.status in ('submitted', 'seen')
          and exists (select 1 from resumes r where r.application_id = a.id and r.stored_at is not null)
        returning a.id, a.listing_id
      ), released as (
        update listings l set applications_count = l.applications_count - 1
        from withdrawn w where l.id = w.listing_id
      )
      select id from withdrawn`,
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
