// Verified students: a student proves control of a university or TAFE address with a
// code mailed to it. One address verifies one account at a time; a verification lasts 12 months
// and is deleted when it ends (or with the account, or when the student removes it).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './profiles';

export const studentVerifications = pgTable(
  'student_verifications',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.userId, { onDelete: 'cascade' }),
    /** The address that was proved, lowercased. */
    email: text('email').notNull(),
    /** The institution's short name when it was proved ("UNSW"). */
    institution: text('institution').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the mail saying it ends in two weeks was queued. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_verifications_email_key').on(t.email),
    // The daily pass finds the ones ending soon (reminders) and the ones that ended (deleted).
    index('student_verifications_expires_at_idx').on(t.expiresAt),
    check('student_verifications_email_check', sql`${t.email} = lower(${t.email})`),
    check('student_verifications_dates_check', sql`${t.expiresAt} > ${t.verifiedAt}`),
  ],
);

/** A code mailed to an address and not yet entered: one at a time per student. */
export const studentVerificationCodes = pgTable(
  'student_verification_codes',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.userId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    institution: text('institution').notNull(),
    /** SHA-256 of `studentId:sentAt:code`, so equal codes never share a hash. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('student_verification_codes_attempts_check', sql`${t.attempts} >= 0`),
    check('student_verification_codes_email_check', sql`${t.email} = lower(${t.email})`),
  ],
);
