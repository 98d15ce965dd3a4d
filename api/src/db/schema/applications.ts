// Applications, their answers and the uploaded resume; a student's saved resume.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  LIVE_APPLICATION_STATUSES,
  MESSAGE_OUTCOMES,
  RESUME_MAX_BYTES,
  TEXT_AREA_MAX_LENGTH,
  THREAD_MESSAGE_MAX_LENGTH,
  type PipelineStatus,
} from 'api-contract';
import { listings, questions } from './listings';
import { listingVersions } from './listing-versions';
import { limit } from './sql-limit';
import { students } from './profiles';
import { users } from './users';

export { APPLICATION_STATUSES };
export type ApplicationStatus = PipelineStatus;

/**
 * Under way: with the employer, and neither hired, declined, rejected nor withdrawn. Its employer
 * may move it, and its applicant hears when the listing closes. (Whether its resume has arrived
 * is the resume row's to say: applications/status.ts.)
 */
export const LIVE_STATUSES = LIVE_APPLICATION_STATUSES;

/** Waiting for the employer's first decision (mark seen, shortlist or reject). */
export const AWAITING_DECISION = 'submitted' satisfies ApplicationStatus;

export const isLiveStatus = (status: ApplicationStatus): boolean =>
  (LIVE_STATUSES as readonly ApplicationStatus[]).includes(status);

/** The status column of `applications` or of an alias of it. */
type StatusColumn = { status: AnyPgColumn };

/** A constant status as an SQL literal, as a hand-written query has it (partial indexes match). */
const literal = (status: ApplicationStatus): SQL => sql.raw(`'${status}'`);

/** SQL: the application (of the table, or an alias) is live (LIVE_STATUSES). */
export const liveApplication = (a: StatusColumn): SQL =>
  sql`${a.status} in (${sql.join(LIVE_STATUSES.map(literal), sql`, `)})`;

/** SQL: the application waits for the employer's first decision (AWAITING_DECISION). */
export const awaitingDecision = (a: StatusColumn): SQL =>
  sql`${a.status} = ${literal(AWAITING_DECISION)}`;

// Limits come from the shared contract, so the screens, the API and the database agree.

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    preferredEmail: text('preferred_email').notNull(),
    phoneNumber: text('phone_number'),
    anythingElseAnswer: text('anything_else_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the employer first decided (seen or rejected): how long they take to review.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The employer's offer (status offered): when it starts, its hours a week, a note; the pay is
    // the listing's. offer_answered_at: when the student accepted (hired) or declined it.
    offerStartDate: date('offer_start_date', { mode: 'string' }),
    offerHoursPerWeek: numeric('offer_hours_per_week', { precision: 5, scale: 2, mode: 'number' }),
    offerNote: text('offer_note'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerAnsweredAt: timestamp('offer_answered_at', { withTimezone: true }),
    // The version of the listing the student applied to: its text, pay and questions as they read.
    listingVersion: integer('listing_version').notNull().default(1),
  },
  (t) => [
    foreignKey({
      name: 'applications_listing_version_fk',
      columns: [t.listingId, t.listingVersion],
      foreignColumns: [listingVersions.listingId, listingVersions.version],
    }).onDelete('cascade'),
    // A student has at most one application to a listing that is not withdrawn: after withdrawing
    // they may apply again while it is open (docs/adr/0022-students-may-apply-again-after-withdrawing.md).
    uniqueIndex('applications_listing_student_live_key')
      .on(t.listingId, t.studentId)
      .where(sql`${t.status} <> 'withdrawn'`),
    check(
      'applications_status_check',
      sql`${t.status} in (${sql.join(APPLICATION_STATUSES.map(literal), sql`, `)})`,
    ),
    // An offer's terms are set together, when it is made (offered_at).
    check(
      'applications_offer_check',
      sql`(${t.offeredAt} is null) = (${t.offerStartDate} is null)
        and (${t.offeredAt} is null) = (${t.offerHoursPerWeek} is null)`,
    ),
    check(
      'applications_offer_hours_check',
      sql`${t.offerHoursPerWeek} > 0 and ${t.offerHoursPerWeek} <= 168`,
    ),
    check(
      'applications_offer_note_length_check',
      sql`length(${t.offerNote}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    check(
      'applications_anything_else_check',
      sql`length(${t.anythingElseAnswer}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    // The student's list, newest first, keyset cursor (created_at, id).
    index('applications_student_created_idx').on(
      t.studentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const answers = pgTable(
  'answers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    check(
      'answers_answer_length_check',
      sql`length(${t.answer}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique('resumes_storage_key_key'),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    // Null until the upload to the presigned URL is confirmed.
    storedAt: timestamp('stored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'resumes_size_check',
      sql`${t.sizeBytes} >= 0 and ${t.sizeBytes} <= ${limit(RESUME_MAX_BYTES)}`,
    ),
    // Uploads under way, a handful among every resume ever stored: the capacity rules read them on
    // every browse (listings/capacity.ts), the sweep and the pending cap too.
    index('resumes_pending_idx')
      .on(t.applicationId)
      .where(sql`${t.storedAt} is null`),
  ],
);

/**
 * A student's saved resume: one per student, uploaded once and copied for each
 * application made with it (applications/saved-resume/). Removed with the student.
 */
export const savedResumes = pgTable(
  'saved_resumes',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.userId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique('saved_resumes_storage_key_key'),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'saved_resumes_size_check',
      sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${limit(RESUME_MAX_BYTES)}`,
    ),
  ],
);

/**
 * The upload of a new saved resume, until it is confirmed (it then becomes the saved_resumes row,
 * replacing the one before) or its form expires (the abandoned-upload sweep removes it). One per
 * student: starting another replaces it.
 */
export const savedResumeUploads = pgTable(
  'saved_resume_uploads',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.userId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique('saved_resume_uploads_storage_key_key'),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_resume_uploads_created_idx').on(t.createdAt)],
);

/**
 * The status history of an application (docs/adr/0042-the-hiring-pipeline.md): one row per move,
 * written in the transaction that makes it; both sides read it. The submission itself is the
 * application's created_at, not a row. actor_id is the user who moved it (null once their account
 * is gone: the row stays, its role says who).
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    // Increasing: the order of the moves (their times may be equal).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    actorRole: text('actor_role', { enum: ['student', 'employer'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
  },
  (t) => [
    check(
      'application_events_from_check',
      sql`${t.fromStatus} in (${sql.join(APPLICATION_STATUSES.map(literal), sql`, `)})`,
    ),
    check(
      'application_events_to_check',
      sql`${t.toStatus} in (${sql.join(APPLICATION_STATUSES.map(literal), sql`, `)})`,
    ),
    check('application_events_actor_check', sql`${t.actorRole} in ('student', 'employer')`),
    check(
      'application_events_note_length_check',
      sql`length(${t.note}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    index('application_events_application_idx').on(t.applicationId, t.id),
  ],
);

/**
 * The times an employer offers for an interview (status interview): one to three per invitation,
 * each with where it takes place and a note. A new invitation replaces the open ones; the student
 * picks one (chosen_at).
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    note: text('note'),
    chosen: boolean('chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('interview_slots_location_check', sql`length(trim(${t.location})) > 0`),
    check(
      'interview_slots_location_length_check',
      sql`length(${t.location}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    check(
      'interview_slots_note_length_check',
      sql`length(${t.note}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    uniqueIndex('interview_slots_application_time_key').on(t.applicationId, t.startsAt),
    // At most one chosen time per application.
    uniqueIndex('interview_slots_chosen_key')
      .on(t.applicationId)
      .where(sql`${t.chosen}`),
  ],
);

/**
 * The thread of an application (applications/thread/): the messages between its student and the
 * listing's employer, paged by (application, created_at, id). `recipient_id` with `read_at` null
 * is an unread message, counted from a partial index alone; `scam_signals` holds the codes of
 * the listings' scam checks an employer's message showed (its warning to the student and the
 * moderators' list); a student's report sets `reported_at` and `report_reason`.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['student', 'employer'] }).notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    scamSignals: text('scam_signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    /** When a moderator dealt with it (flagged or reported), who, how and their note. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionOutcome: text('decision_outcome', { enum: MESSAGE_OUTCOMES }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('application_messages_sender_check', sql`${t.senderRole} in ('student', 'employer')`),
    check(
      'application_messages_body_check',
      sql`length(trim(${t.body})) > 0 and length(${t.body}) <= ${limit(THREAD_MESSAGE_MAX_LENGTH)}`,
    ),
    check(
      'application_messages_report_check',
      sql`(${t.reportedAt} is null) = (${t.reportReason} is null)`,
    ),
    check(
      'application_messages_report_length_check',
      sql`length(${t.reportReason}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    index('application_messages_page_idx').on(t.applicationId, t.createdAt, t.id),
    index('application_messages_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    check(
      'application_messages_decision_check',
      sql`(${t.decidedAt} is null) = (${t.decisionOutcome} is null)
        and (${t.decidedAt} is null) = (${t.decisionNote} is null)
        and ${t.decisionOutcome} in (${sql.raw(MESSAGE_OUTCOMES.map((o) => `'${o}'`).join(', '))})`,
    ),
    check(
      'application_messages_decision_note_length_check',
      sql`length(${t.decisionNote}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    // The moderators' list: flagged or reported messages that wait for a moderator (a report
    // made after a decision waits again).
    index('application_messages_to_moderate_idx').on(t.createdAt)
      .where(sql`(${t.scamSignals} <> '{}'::text[] or ${t.reportedAt} is not null)
        and (${t.decidedAt} is null or ${t.reportedAt} > ${t.decidedAt})`),
    // Those dealt with, the latest decision first.
    index('application_messages_dealt_with_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
  ],
);
