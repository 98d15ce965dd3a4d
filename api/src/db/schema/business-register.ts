// What the Australian Business Register answered about an employer's ABN, kept with its date
// (accounts/employers/abr/). Only answers are kept: without an ABR key nothing is looked up and
// no row exists, so nothing claims a check that was not made.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ABN_REGISTER_STATUSES, type AbnRegisterStatus } from 'api-contract';
import { employers } from './profiles';

/** The register's word on an ABN: active, cancelled, or not an ABN it knows (the contract's). */
export const ABN_STATUSES = ABN_REGISTER_STATUSES;
export type AbnStatus = AbnRegisterStatus;

export const abnLookups = pgTable(
  'abn_lookups',
  {
    employerId: uuid('employer_id')
      .primaryKey()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    /** The ABN asked about; an answer for another number than the profile's is stale. */
    abn: text('abn').notNull(),
    status: text('status', { enum: ABN_STATUSES }).notNull(),
    entityName: text('entity_name'),
    businessNames: jsonb('business_names').$type<string[]>().notNull().default([]),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('abn_lookups_abn_check', sql`${t.abn} ~ '^[0-9]{11}$'`),
    check(
      'abn_lookups_status_check',
      sql`${t.status} in (${sql.raw(ABN_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
