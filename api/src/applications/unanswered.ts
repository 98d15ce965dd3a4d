// Nobody ghosted: an application still `submitted` a week after it was sent reminds its employer,
// once; three weeks after, its student is told that the employer has not answered and that they
// may withdraw it. Only applications of a listing still posted: a closed, expired or removed
// listing's closing notice has already told its applicants, and a decided or withdrawn
// application needs no nudge.
//
// Once without a column of its own: each application belongs to one hour (of its sending), and an
// employer's reminder for that hour has one event key in the mail queue, written when the hour is
// a whole week old. The task runs every ten minutes, so each hour is met by several runs (and by
// two replicas at once): the later writes of the same key are no-ops. The student's notice has
// the application's own key. Both windows (a day) are shorter than the week the queue keeps a
// delivered mail (settled-mail clean-up), so a key is never written again after it is cleaned up.
import { NO_ANSWER_AFTER_DAYS, UNANSWERED_REMINDER_DAYS } from 'api-contract';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { applications, awaitingDecision, employers, listings, resumes, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../plugins/time/clock';
import { enqueueMails } from '../mail/queue';
import { unansweredNoticeMail, unansweredReminderMail } from '../mail/unanswered-templates';
import type { MailMessage } from '../mail/mail-types';

export const UNANSWERED_EVERY_MS = 10 * MINUTE_MS;
/** How long after its due time a reminder or notice is still sent (a missed run catches up). */
const CATCH_UP_MS = DAY_MS;

const a = alias(applications, 'a');
const l = alias(listings, 'l');
const u = alias(users, 'u');
const e = alias(employers, 'e');
const r = alias(resumes, 'r');

interface WaitingRow extends Record<string, unknown> {
  id: string;
  recipient_id: string;
  email: string;
  listing_id: string;
  title: string;
  business_name: string;
  created_at: Date | string;
}

/** Submitted applications of posted listings sent in [from, to), with whom to tell. */
function waitingBetween(db: Database, from: Date, to: Date, recipient: 'employer' | 'student') {
  const person = recipient === 'employer' ? l.employerId : a.studentId;
  return queryRows<WaitingRow>(
    db,
    sql`select ${a.id}, ${person} as recipient_id, ${u.email}, ${l.id} as listing_id, ${l.title},
        ${e.businessName}, ${a.createdAt}
      from ${tableAs(a)}
      join ${tableAs(l)} on ${l.id} = ${a.listingId}
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      join ${tableAs(u)} on ${u.id} = ${person}
      where ${awaitingDecision(a)} and ${l.status} = 'posted'
        and ${a.createdAt} >= ${from.toISOString()}::timestamptz
        and ${a.createdAt} < ${to.toISOString()}::timestamptz
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})
      order by ${a.createdAt}`,
  );
}

const hourOf = (at: Date | string): number =>
  Math.floor(new Date(at).getTime() / HOUR_MS) * HOUR_MS;

/** Queues the employers' week-old reminders, a mail per employer and hour; returns how many. */
export async function queueEmployerReminders(
  db: Database,
  context: { publicUrl: string; now: Date },
): Promise<number> {
  // Hours that ended a week ago or more (within the catch-up window), whole hours only.
  const to = hourOf(context.now) - UNANSWERED_REMINDER_DAYS * DAY_MS;
  const rows = await waitingBetween(db, new Date(to - CATCH_UP_MS), new Date(to), 'employer');
  const groups = new Map<string, WaitingRow[]>();
  for (const row of rows) {
    const key = `unanswered-reminder:${row.recipient_id}:${new Date(hourOf(row.created_at)).toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const mails: { eventKey: string; message: MailMessage }[] = [];
  for (const [eventKey, group] of groups) {
    const byListing = new Map<string, { title: string; count: number; url: string }>();
    for (const row of group) {
      const listing = byListing.get(row.listing_id) ?? {
        title: row.title,
        count: 0,
        url: `${context.publicUrl}/jobs/apply?id=${row.listing_id}`,
      };
      listing.count += 1;
      byListing.set(row.listing_id, listing);
    }
    const email = group[0]?.email ?? '';
    mails.push({
      eventKey,
      message: unansweredReminderMail(email, [...byListing.values()], {
        reminderDays: UNANSWERED_REMINDER_DAYS,
        noticeDays: NO_ANSWER_AFTER_DAYS,
        publicUrl: context.publicUrl,
      }),
    });
  }
  await enqueueMails(db, mails, context.now);
  return mails.length;
}

/** Queues the students' notices of three weeks without an answer; returns how many. */
export async function queueNoAnswerNotices(
  db: Database,
  context: { publicUrl: string; now: Date },
): Promise<number> {
  const to = context.now.getTime() - NO_ANSWER_AFTER_DAYS * DAY_MS;
  const rows = await waitingBetween(db, new Date(to - CATCH_UP_MS), new Date(to), 'student');
  const mails = rows.map((row) => ({
    eventKey: `unanswered-notice:${row.id}`,
    message: unansweredNoticeMail(
      row.email,
      { title: row.title, businessName: row.business_name },
      { days: NO_ANSWER_AFTER_DAYS, publicUrl: context.publicUrl },
    ),
  }));
  await enqueueMails(db, mails, context.now);
  return mails.length;
}
