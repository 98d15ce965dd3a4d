// Background work shared by every API replica: the mail queue (each mail is written in the
// transaction of the change that causes it, then delivered by whichever replica claims it) and the
// scheduled tasks (a row per task whose next run one replica claims at a time).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One mail per event ("decision:<application>:seen"): writing the same event twice is a no-op.
    eventKey: text('event_key').notNull().unique('mail_queue_event_key_key'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    // Emptied once the mail has been delivered or given up: they hold codes and links.
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // Extra headers (List-Unsubscribe on alert mails); null for none.
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Files sent with it (an interview's calendar entries): name, content type, text content.
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    attempts: integer('attempts').notNull().default(0),
    // When the next attempt is due; a claim moves it forward by the lease, so a worker that dies
    // mid-delivery leaves the mail to be claimed again when the lease runs out.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    // A mail that is useless late (a sign-up code, a reset link) is not sent after this.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_queue_created_at_idx').on(t.createdAt),
    // The few mails given up, for the metrics' count of them (mail/metrics.ts).
    index('mail_queue_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
    check('mail_queue_attempts_check', sql`${t.attempts} >= 0`),
    check('mail_queue_settled_once_check', sql`${t.sentAt} is null or ${t.failedAt} is null`),
  ],
);

export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  // When a run last finished without error, whichever replica ran it (the metrics read it).
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
});

/**
 * Keys the API makes itself and every replica shares through the database (the first replica to
 * need one writes it): the job alerts' unsubscribe links are signed with one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
