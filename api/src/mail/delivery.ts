// Delivering the queue (mail/queue.ts), one mail at a time: claim the oldest due mail, hand it to
// the transport, record the outcome. A claim moves the mail's next attempt past the lease in the
// same statement that selects it (FOR UPDATE SKIP LOCKED), so two workers, in one process or in
// two replicas, never hold one mail at once. A worker that dies after its claim leaves the mail to
// whoever claims it once the lease runs out: mail is delivered at least once, and only a crash in
// the moment between the SMTP server's acceptance and the update below can deliver it twice, with
// the same Message-ID (which mail servers and clients use to drop the copy).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client';
import { mailQueue } from '../db/schema';
import { bare, tableAs } from '../db/sql-names';
import { addMs, MINUTE_MS } from '../plugins/time/clock';
import type { MailAttachment, Mailer } from './mail-types';
import { afterFailure } from './retry';

/** Longer than one delivery can take (the SMTP transport's timeouts add up to under a minute). */
export const CLAIM_LEASE_MS = 2 * MINUTE_MS;

export const EXPIRED_BEFORE_DELIVERY = 'Expired before it could be delivered';

/** Why a notification was not sent: its address had its daily cap of mails. */
export const OVER_DAILY_CAP = "Not sent: over the recipient's daily mail cap";

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The domain of the Message-ID header: `<mail id@domain>`. */
  messageIdDomain: string;
  /**
   * Whether this mail may go to its address now: a notification counts toward the address's
   * daily cap (mail/notification-cap.ts). Absent: every mail may.
   */
  admit?: (mail: { eventKey: string; recipient: string }) => Promise<boolean>;
}

interface ClaimedMail extends Record<string, unknown> {
  id: string;
  event_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  created_at: Date | string;
  expires_at: Date | string | null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const q = alias(mailQueue, 'q');

async function claimNext(db: Database, now: Date): Promise<ClaimedMail | undefined> {
  const [mail] = await queryRows<ClaimedMail>(
    db,
    sql`update ${tableAs(q)}
      set ${bare(q.attempts)} = ${q.attempts} + 1,
        ${bare(q.nextAttemptAt)} = ${at(addMs(now, CLAIM_LEASE_MS))}
      where ${q.id} = (
        select ${mailQueue.id} from ${mailQueue}
        where ${mailQueue.sentAt} is null and ${mailQueue.failedAt} is null
          and ${mailQueue.nextAttemptAt} <= ${at(now)}
        order by ${mailQueue.nextAttemptAt}, ${mailQueue.createdAt}
        limit 1
        for update skip locked)
      returning ${q.id}, ${q.eventKey}, ${q.recipient}, ${q.subject}, ${q.textBody}, ${q.htmlBody}, ${q.headers},
        ${q.attachments}, ${q.attempts}, ${q.createdAt}, ${q.expiresAt}`,
  );
  return mail;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/** Settles a mail that will never be sent, with why; its bodies are not kept. */
async function settleUnsent(deps: DeliveryDeps, id: string, reason: string) {
  await deps.db.execute(
    sql`update ${mailQueue} set ${bare(mailQueue.failedAt)} = ${at(deps.now())},
      ${bare(mailQueue.lastError)} = ${reason},
      ${bare(mailQueue.textBody)} = '', ${bare(mailQueue.htmlBody)} = '', ${bare(mailQueue.attachments)} = null
      where ${mailQueue.id} = ${id}::uuid`,
  );
}

async function giveUp(deps: DeliveryDeps, id: string, reason: string, attempts: number) {
  await settleUnsent(deps, id, reason);
  deps.log.error({ mail: id, attempts, err: reason }, 'Mail given up');
}

/** Delivers the oldest due mail, if any; returns false when none was due. */
export async function deliverNext(deps: DeliveryDeps): Promise<boolean> {
  const mail = await claimNext(deps.db, deps.now());
  if (!mail) return false;
  const id = mail.id;
  if (mail.expires_at !== null && new Date(mail.expires_at) <= deps.now()) {
    await giveUp(deps, id, EXPIRED_BEFORE_DELIVERY, mail.attempts - 1);
    return true;
  }
  if (deps.admit && !(await deps.admit({ eventKey: mail.event_key, recipient: mail.recipient }))) {
    await settleUnsent(deps, id, OVER_DAILY_CAP);
    deps.log.warn({ mail: id }, 'Notification not sent: the address had its daily mail cap');
    return true;
  }
  try {
    await deps.mailer.send({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      messageId: `<${id}@${deps.messageIdDomain}>`,
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
    });
  } catch (error) {
    const now = deps.now();
    const decision = afterFailure(error, mail.attempts, new Date(mail.created_at), now);
    if ('retryAt' in decision) {
      await deps.db.execute(
        sql`update ${mailQueue} set ${bare(mailQueue.nextAttemptAt)} = ${at(decision.retryAt)},
          ${bare(mailQueue.lastError)} = ${errorText(error)} where ${mailQueue.id} = ${id}::uuid`,
      );
      deps.log.warn(
        { mail: id, attempts: mail.attempts, retryAt: decision.retryAt, err: errorText(error) },
        'Mail not delivered; will retry',
      );
    } else {
      await giveUp(deps, id, errorText(error), mail.attempts);
    }
    return true;
  }
  // The bodies hold codes and links: once delivered they are not kept.
  await deps.db.execute(
    sql`update ${mailQueue} set ${bare(mailQueue.sentAt)} = ${at(deps.now())},
      ${bare(mailQueue.lastError)} = null,
      ${bare(mailQueue.textBody)} = '', ${bare(mailQueue.htmlBody)} = '', ${bare(mailQueue.attachments)} = null
      where ${mailQueue.id} = ${id}::uuid`,
  );
  deps.log.info({ mail: id, attempts: mail.attempts }, 'Mail delivered');
  return true;
}

/** Deletes delivered and given-up mails settled before `before`; returns how many. */
export async function deleteSettledMails(db: Database, before: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from ${mailQueue}
      where coalesce(${mailQueue.sentAt}, ${mailQueue.failedAt}) < ${at(before)}
      returning ${mailQueue.id}`,
  );
  return rows.length;
}
