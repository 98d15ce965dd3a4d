// Vetted listings: why a listing is held for review, students' reports of listings, and
// every moderator's decision, kept with who made it, when and why.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LISTING_REPORT_REASONS,
  RECORDED_DECISIONS,
  REMOVAL_KINDS,
  REPORT_OUTCOMES,
  TEXT_AREA_MAX_LENGTH,
  type HoldReason,
  type TeamRemovalKind,
} from 'api-contract';
import { LISTING_STATUSES, listings } from './listings';
import { employers } from './profiles';
import { limit } from './sql-limit';
import { users } from './users';

/** The kinds of a removal by our team: every kind but its employer's own deletion. */
const TEAM_REMOVAL_KINDS = REMOVAL_KINDS.filter(
  (kind): kind is TeamRemovalKind => kind !== 'by_you',
) as [TeamRemovalKind, ...TeamRemovalKind[]];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A listing waiting for a moderator (status pending), and why: the scam signals of its text, its
 * employer's history, its pay, or students' reports. Deleted by the decision.
 */
export const listingHolds = pgTable('listing_holds', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  reasons: jsonb('reasons').$type<HoldReason[]>().notNull(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
});

/**
 * A student's report of a listing; open until a moderator decides on the listing, then dismissed
 * (the listing was fine) or upheld. `weight` is its author's standing when they made it
 * (vetting/reporter-standing.ts): only enough weight hides a live listing by itself.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LISTING_REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Null for a report made before weights were kept: it counts for nothing toward a hold. */
    weight: real('weight'),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
  },
  (t) => [
    // One open report per student and listing; after a decision they may report it again.
    uniqueIndex('listing_reports_open_key')
      .on(t.listingId, t.studentId)
      .where(sql`${t.resolvedAt} is null`),
    index('listing_reports_listing_idx').on(t.listingId),
    // A student's reports: their daily limit and their standing (how many were upheld).
    index('listing_reports_student_idx').on(t.studentId, t.createdAt),
    check('listing_reports_outcome_check', sql`${t.outcome} in (${inList(REPORT_OUTCOMES)})`),
    check(
      'listing_reports_resolved_check',
      sql`(${t.resolvedAt} is null) = (${t.outcome} is null)`,
    ),
    check('listing_reports_weight_check', sql`${t.weight} >= 0`),
    index('listing_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check('listing_reports_reason_check', sql`${t.reason} in (${inList(LISTING_REPORT_REASONS)})`),
    check(
      'listing_reports_details_check',
      sql`length(${t.details}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
  ],
);

/**
 * Every moderator's decision: on a listing, or reinstating an employer's posting (no listing).
 * Kept when the listing, its employer or the moderator's account is gone: the listing's title and
 * the moderator's address are copied in.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title'),
    employerId: uuid('employer_id').references(() => employers.userId, { onDelete: 'set null' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorEmail: text('moderator_email').notNull(),
    decision: text('decision', { enum: RECORDED_DECISIONS }).notNull(),
    reason: text('reason').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** The listing's status when it was decided (null for a reinstatement, and before it was kept). */
    priorStatus: text('prior_status', { enum: LISTING_STATUSES }),
    /**
     * For a removal or rejection, the kind of reason its employer reads (REMOVAL_KINDS); null for
     * other decisions and those made before it was kept.
     */
    reasonKind: text('reason_kind', { enum: TEAM_REMOVAL_KINDS }),
  },
  (t) => [
    index('moderation_decisions_listing_idx').on(t.listingId, t.decidedAt),
    index('moderation_decisions_employer_idx').on(t.employerId, t.decision),
    check(
      'moderation_decisions_decision_check',
      sql`${t.decision} in (${inList(RECORDED_DECISIONS)})`,
    ),
    check('moderation_decisions_reason_check', sql`length(trim(${t.reason})) > 0`),
    check(
      'moderation_decisions_reason_kind_check',
      sql`${t.reasonKind} in (${inList(TEAM_REMOVAL_KINDS)})`,
    ),
    check(
      'moderation_decisions_prior_status_check',
      sql`${t.priorStatus} in (${inList(LISTING_STATUSES)})`,
    ),
    // A listing's decision names its listing; reinstating an employer names none.
    check(
      'moderation_decisions_listing_check',
      sql`${t.decision} = 'reinstate' or ${t.listingTitle} is not null`,
    ),
  ],
);

/**
 * An employer asking a person to look again: at a listing held for review (`listing_id`), or at
 * their paused posting (no listing). Open until a moderator decides on the listing, reinstates
 * the employer or answers it; one open request at a time per listing, and per account.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_requests_open_key')
      .on(t.employerId, sql`coalesce(${t.listingId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.resolvedAt} is null`),
    index('review_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check('review_requests_message_check', sql`length(trim(${t.message})) > 0`),
    check(
      'review_requests_message_length_check',
      sql`length(${t.message}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
  ],
);
