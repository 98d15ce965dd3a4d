// POST /employer/applications/{id}/status: the owner of the listing marks an application seen or
// rejected, from submitted only (applications/status.ts). One conditional UPDATE, so of two
// concurrent decisions one wins and the other is told the application was already decided. The
// student's notice is queued in the same transaction, so a decision never goes unannounced.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployerDecision } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { enqueueMail } from '../mail/queue';
import { applicationRejectedMail, applicationSeenMail } from '../mail/templates';
import { findOwnApplication } from './employer-review';
import { storeReviewDays } from './review-time';
import { DECISION_MOVES } from './status';
import { a, moveStatus } from './status-sql';

const l = alias(listings, 'l');
const u = alias(users, 'u');
const e = alias(employers, 'e');

const DECISION_MAILS = { seen: applicationSeenMail, rejected: applicationRejectedMail };

export async function decideApplication(
  db: Database,
  input: { applicationId: string; employerId: string; decision: EmployerDecision },
  context: { publicUrl: string; now: Date },
): Promise<void> {
  await db.transaction((tx) => decideIn(tx, input, context));
}

async function decideIn(
  tx: Database,
  input: { applicationId: string; employerId: string; decision: EmployerDecision },
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const owned = sql`${a.id} = ${input.applicationId}::uuid and exists (
      select 1 from ${tableAs(l)} where ${l.id} = ${a.listingId}
        and ${l.employerId} = ${input.employerId}::uuid)`;
  const [decided] = await queryRows<{ email: string; title: string; business_name: string }>(
    tx,
    sql`${moveStatus(DECISION_MOVES[input.decision], owned)}
      select ${u.email}, ${l.title}, ${e.businessName} from moved
      join ${tableAs(u)} on ${u.id} = moved.student_id
      join ${tableAs(l)} on ${l.id} = moved.listing_id
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}`,
  );
  if (decided) {
    // Platform notices go to the verified account address (the preferred email is the contact
    // the student gave the employer).
    const job = { title: decided.title, businessName: decided.business_name };
    const mail = DECISION_MAILS[input.decision](decided.email, job, context.publicUrl);
    const event = `decision:${input.applicationId}:${input.decision}`;
    await enqueueMail(tx, event, mail, context.now);
    // The first decision is when the employer reviewed it (review-time.ts).
    await tx
      .update(applications)
      .set({ decidedAt: sql`${context.now.toISOString()}::timestamptz` })
      .where(and(eq(applications.id, input.applicationId), isNull(applications.decidedAt)));
    // The job page's "usually reviews within" counts it from now on, on every replica.
    await storeReviewDays(tx, input.employerId, context.now);
    return;
  }
  const row = await findOwnApplication(tx, input.employerId, input.applicationId);
  if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
  if (row.status === 'withdrawn') throw new HttpError(409, employerMessages.applicationWithdrawn);
  throw new HttpError(409, employerMessages.alreadyDecided);
}
