// Every version of a listing as its employer saved it: version 1 when it is posted (written by the
// database, migration 0023, whoever inserts the listing), one more for each edit
// (listings/edit/). A version is never changed: an application names the one it was made under,
// and its applicant and employer read the listing as it was then. Its questions are the question
// rows asked in that version (added in it or before, not retired by it).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES, PAY_UNITS } from 'api-contract';
import { listings } from './listings';

export const listingVersions = pgTable(
  'listing_versions',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    shortPreview: text('short_preview').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    maxApplications: integer('max_applications').notNull(),
    payAmountCents: integer('pay_amount_cents').notNull(),
    payUnit: text('pay_unit', { enum: PAY_UNITS }).notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    hoursMin: doublePrecision('hours_min').notNull(),
    hoursMax: doublePrecision('hours_max').notNull(),
    schedule: text('schedule').notNull(),
    juniorRates: boolean('junior_rates').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.version] }),
    check('listing_versions_version_check', sql`${t.version} >= 1`),
  ],
);
