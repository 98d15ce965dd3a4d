// POST /employer/applications/{id}/status: the owner of the listing marks an application seen or
// rejected, from submitted only (applications/status.ts). One conditional UPDATE, so of two
// concurrent decisions one wins and the other is told the application was already decided.
import { sql } from 'drizzle-orm';
import type { EmployerDecision } from 'shared-kit/contract';
import { queryRows, type Database } from '../db/client';
import { employerMessages } from '../employers/messages';
import { HttpError } from '../lib/http-error';
import { findOwnApplication } from './employer-review';
import { DECISION_MOVES } from './status';
import { moveStatus } from './status-sql';

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
  const owned = sql`a.id = ${input.applicationId}::uuid and exists (
      select 1 from listings l where l.id = a.listing_id and l.employer_id = ${input.employerId}::uuid)`;
  const [decided] = await queryRows<{ email: string; title: string; business_name: string }>(
    db,
    sql`${moveStatus(DECISION_MOVES[input.decision], owned)}
      select u.email, l.title, e.business_name from moved m
      join users u on u.id = m.student_id
      join listings l on l.id = m.listing_id
      join employers e on e.user_id = l.employer_id`,
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
