// POST /employer/applications/{id}/status: from submitted only, the owner of the listing marks an
// application seen or rejected. One conditional UPDATE, so of two concurrent decisions one wins
// and the other is told the application was already decided.
import { sql } from 'drizzle-orm';
import type { EmployerDecision } from 'shared-kit/contract';
import { queryRows, type Database } from '../db/client';
import { employerMessages } from '../employers/messages';
import { HttpError } from '../lib/http-error';
import { findOwnApplication } from './employer-review';

/** What the decision mail needs: where to write and about which job. */
export interface DecidedApplication {
  studentEmail: string;
  title: string;
  businessName: string;
}

export async function decideApplication(
  db: Database,
  input: { applicationId: string; employerId: string; decision: EmployerDecision },
): Promise<DecidedApplication> {
  const [decided] = await queryRows<{ email: string; title: string; business_name: string }>(
    db,
    sql`with decided as (
        update applications a set status = ${input.decision}
        from listings l, resumes r
        where a.id = ${input.applicationId}::uuid and l.id = a.listing_id
          and l.employer_id = ${input.employerId}::uuid
          and r.application_id = a.id and r.stored_at is not null
          and a.status = 'submitted'
        returning a.student_id, l.title, l.employer_id
      )
      select u.email, d.title, e.business_name from decided d
      join users u on u.id = d.student_id
      join employers e on e.user_id = d.employer_id`,
  );
  if (decided) {
    return {
      studentEmail: decided.email,
      title: decided.title,
      businessName: decided.business_name,
    };
  }
  const row = await findOwnApplication(db, input.employerId, input.applicationId);
  if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
  if (row.status === 'withdrawn') throw new HttpError(409, employerMessages.applicationWithdrawn);
  throw new HttpError(409, employerMessages.alreadyDecided);
}
