// Writing a mail into the queue (db/schema/background.ts). Call it with the transaction of the
// change the mail is about, so the change and its mail commit together or not at all; a worker
// delivers it afterwards (mail/delivery.ts). The event key names the event, not the message: a
// second write of one event is ignored, so retries of the change never mail twice.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { MailMessage } from './mail-types';

export async function enqueueMail(
  tx: Database,
  eventKey: string,
  message: MailMessage,
  now: Date,
  /** When the mail stops being worth sending (the code or link in it expires). */
  expiresAt?: Date,
): Promise<void> {
  await enqueueMails(tx, [{ eventKey, message, expiresAt }], now);
}

/** Several mails in one statement (the job alerts queue hundreds per pass). */
export async function enqueueMails(
  tx: Database,
  mails: { eventKey: string; message: MailMessage; expiresAt?: Date }[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailQueue)
    .values(
      mails.map(({ eventKey, message, expiresAt }) => ({
        eventKey,
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: message.headers ?? null,
        attachments: message.attachments ?? null,
        nextAttemptAt: now,
        expiresAt,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: mailQueue.eventKey });
}

/**
 * Mails of the queue not yet delivered nor given up: for the tests (operators use the query in
 * docs/production.md).
 */
export async function queuedMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailQueue)
    .where(sql`${mailQueue.sentAt} is null and ${mailQueue.failedAt} is null`);
  return row?.count ?? 0;
}
