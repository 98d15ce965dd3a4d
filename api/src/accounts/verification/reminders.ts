// The hourly pass over verifications: two weeks before one ends, its student is mailed once, at
// their account's address (a university address may stop working when a course ends); once it
// has ended it is deleted, address and all (docs/verified-students.md, privacy).
import { lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client';
import { studentVerificationCodes, studentVerifications, users } from '../../db/schema';
import { bare, tableAs } from '../../db/sql-names';
import { addMs, DAY_MS } from '../../plugins/time/clock';
import { enqueueMails } from '../../mail/queue';
import { verificationEndingMail } from '../../mail/templates';

export const REMINDER_BEFORE_MS = 14 * DAY_MS;

const v = alias(studentVerifications, 'v');
const u = alias(users, 'u');

const longDate = (date: Date) =>
  date.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });

/** Queues the reminders due and deletes the verifications that ended; returns how many of each. */
export async function sweepVerifications(
  db: Database,
  context: { now: Date; publicUrl: string },
): Promise<{ reminded: number; ended: number }> {
  const { now, publicUrl } = context;
  return db.transaction(async (tx) => {
    // Marked in the same statement that picks them, so two replicas never both mail one.
    const due = await queryRows<{
      student_id: string;
      account_email: string;
      institution: string;
      expires_at: Date | string;
    }>(
      tx,
      sql`update ${tableAs(v)} set ${bare(v.remindedAt)} = ${now.toISOString()}::timestamptz
        from ${tableAs(u)}
        where ${u.id} = ${v.studentId}
          and ${v.remindedAt} is null
          and ${v.expiresAt} > ${now.toISOString()}::timestamptz
          and ${v.expiresAt} <= ${addMs(now, REMINDER_BEFORE_MS).toISOString()}::timestamptz
        returning ${v.studentId}, ${u.email} as account_email, ${v.institution}, ${v.expiresAt}`,
    );
    await enqueueMails(
      tx,
      due.map((row) => {
        const expiresAt = new Date(row.expires_at);
        return {
          eventKey: `verification-ending:${row.student_id}:${expiresAt.toISOString()}`,
          message: verificationEndingMail(
            row.account_email,
            row.institution,
            longDate(expiresAt),
            publicUrl,
          ),
          expiresAt,
        };
      }),
      now,
    );
    const ended = await tx
      .delete(studentVerifications)
      .where(lte(studentVerifications.expiresAt, now))
      .returning({ studentId: studentVerifications.studentId });
    // Codes nobody entered in time hold an address for nothing.
    await tx.delete(studentVerificationCodes).where(lte(studentVerificationCodes.expiresAt, now));
    return { reminded: due.length, ended: ended.length };
  });
}
