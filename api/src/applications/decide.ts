// POST /employer/applications/{id}/status: the owner of the listing moves an application along the
// pipeline (applications/status.ts): seen from submitted, shortlisted from submitted or seen,
// rejected at any stage before hired. The row is locked first, so of two concurrent moves the
// second reads what the first left and is refused when its move no longer applies. The history
// line and the student's notice are written in the same transaction, so a move never goes
// unrecorded or unannounced.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployerDecision } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, users, type ApplicationStatus } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { enqueueMail } from '../mail/queue';
import {
  applicationRejectedMail,
  applicationSeenMail,
  applicationShortlistedMail,
} from '../mail/templates';
import { findOwnApplication } from './employer-review';
import { lockApplication, recordMove } from './history';
import { storeReviewDays } from './review-time';
import { canMove, DECISION_MOVES } from './status';
import { a, moveStatus } from './status-sql';

const l = alias(listings, 'l');
const u = alias(users, 'u');
const e = alias(employers, 'e');

const DECISION_MAILS = {
  seen: applicationSeenMail,
  shortlisted: applicationShortlistedMail,
  rejected: applicationRejectedMail,
};

interface Decision {
  applicationId: string;
  employerId: string;
  decision: EmployerDecision;
}

export async function decideApplication(
  db: Database,
  input: Decision,
  context: { publicUrl: string; now: Date },
): Promise<void> {
  await db.transaction((tx) => decideIn(tx, input, context));
}

/** Why the employer's move does not apply to an application in `status` (a 409's detail). */
export function refusedMove(status: ApplicationStatus, decision: EmployerDecision): string {
  const final: Partial<Record<ApplicationStatus, string>> = {
    withdrawn: employerMessages.applicationWithdrawn,
    rejected: employerMessages.applicationRejectedFinal,
    hired: employerMessages.applicationHired,
    declined: employerMessages.offerDeclined,
  };
  return (
    final[status] ??
    (decision === 'seen' ? employerMessages.alreadyDecided : employerMessages.alreadyShortlisted)
  );
}

async function decideIn(
  tx: Database,
  input: Decision,
  context: { publicUrl: string; now: Date },
): Promise<void> {
  await lockApplication(tx, input.applicationId);
  // Read after the lock: a move that committed meanwhile is seen.
  const row = await findOwnApplication(tx, input.employerId, input.applicationId);
  if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
  const move = DECISION_MOVES[input.decision];
  if (!canMove(move, row.status)) throw new HttpError(409, refusedMove(row.status, input.decision));

  const [moved] = await queryRows<{ email: string; title: string; business_name: string }>(
    tx,
    sql`${moveStatus(move, sql`${a.id} = ${input.applicationId}::uuid`)}
      select ${u.email}, ${l.title}, ${e.businessName} from moved
      join ${tableAs(u)} on ${u.id} = moved.student_id
      join ${tableAs(l)} on ${l.id} = moved.listing_id
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}`,
  );
  if (!moved) throw new Error(`${move} of a locked application in ${row.status} moved nothing`);
  await recordMove(tx, {
    applicationId: input.applicationId,
    from: row.status,
    to: input.decision,
    actor: { role: 'employer', id: input.employerId },
    at: context.now,
  });
  // Platform notices go to the verified account address (the preferred email is the contact
  // the student gave the employer). Each move happens once, so its event key is its mail's.
  const job = { title: moved.title, businessName: moved.business_name };
  const mail = DECISION_MAILS[input.decision](moved.email, job, context.publicUrl);
  await enqueueMail(tx, `decision:${input.applicationId}:${input.decision}`, mail, context.now);
  // The first decision is when the employer reviewed it (review-time.ts).
  await tx
    .update(applications)
    .set({ decidedAt: sql`${context.now.toISOString()}::timestamptz` })
    .where(and(eq(applications.id, input.applicationId), isNull(applications.decidedAt)));
  // The job page's "usually reviews within" counts it from now on, on every replica.
  await storeReviewDays(tx, input.employerId, context.now);
}
