// Telling applicants that a listing closed: when it fills its cap, passes its expiry
// date, or its employer takes it down or deletes their account. Each applicant whose application
// is still under way (submitted to offered, its resume stored) gets one mail, queued in the
// transaction that closed the listing; never one who withdrew or was turned down, and never twice
// for one application (the queue's event key), however often or however the listing closes.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, liveApplication, resumes, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { enqueueMail } from '../mail/queue';
import { listingClosedMail, type ClosingReason } from '../mail/templates';
import { postedListing, submittedSlots } from './capacity';

/** The tables of the statements below, as their text names them. */
const l = alias(listings, 'l');
const a = alias(applications, 'a');
const e = alias(employers, 'e');
const u = alias(users, 'u');
const r = alias(resumes, 'r');

export interface NoticeContext {
  publicUrl: string;
  now: Date;
}

export interface Applicant extends Record<string, unknown> {
  application_id: string;
  email: string;
  title: string;
  business_name: string;
}

/**
 * The applicants of `listingId` whose applications are under way (submitted to offered, the resume
 * stored): those a closing notice, or our team's warning (vetting/decide.ts), reaches.
 */
export function liveApplicants(tx: Database, listingId: string): Promise<Applicant[]> {
  return queryRows<Applicant>(
    tx,
    sql`select ${a.id} as application_id, ${u.email}, ${l.title}, ${e.businessName}
      from ${tableAs(a)}
      join ${tableAs(l)} on ${l.id} = ${a.listingId}
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      join ${tableAs(u)} on ${u.id} = ${a.studentId}
      where ${a.listingId} = ${listingId}::uuid and ${liveApplication(a)}
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})`,
  );
}

/**
 * Queues the closing notice to every live applicant of `listingId` but those whose application is
 * in `except` (the ones its employer hired); returns how many.
 */
export async function queueClosingNotices(
  tx: Database,
  listingId: string,
  reason: ClosingReason,
  context: NoticeContext,
  except: ReadonlySet<string> = new Set(),
): Promise<number> {
  const applicants = (await liveApplicants(tx, listingId)).filter(
    (applicant) => !except.has(applicant.application_id),
  );
  for (const applicant of applicants) {
    const job = { title: applicant.title, businessName: applicant.business_name };
    const mail = listingClosedMail(applicant.email, job, reason, context.publicUrl);
    await enqueueMail(tx, `listing-closed:${applicant.application_id}`, mail, context.now);
  }
  return applicants.length;
}

/**
 * After an application was submitted (its resume stored): if that filled the listing with
 * submitted applications, its live applicants are told, the new one included. Slots held by uploads
 * still under way do not count: those may never arrive, and the listing would reopen.
 */
export async function noticeIfFilled(
  tx: Database,
  applicationId: string,
  context: NoticeContext,
): Promise<void> {
  const [full] = await queryRows<{ id: string }>(
    tx,
    sql`select ${l.id} from ${tableAs(l)} join ${tableAs(a)} on ${a.listingId} = ${l.id}
      where ${a.id} = ${applicationId}::uuid and ${postedListing(l)}
        and ${submittedSlots(l)} >= ${l.maxApplications}`,
  );
  if (full) await queueClosingNotices(tx, full.id, 'full', context);
}
