// What students keep to find work again: saved jobs, and job alerts with the listings
// already matched for each (one row per alert and listing, so a listing is mailed once per alert).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customType } from 'drizzle-orm/pg-core';
import {
  ALERT_FREQUENCIES,
  MAX_RADIUS_KM,
  PAY_CENTS_MAX,
  SEARCH_WORDS_MAX_LENGTH,
} from 'api-contract';
import { listings } from './listings';
import { categories } from './reference';
import { limit } from './sql-limit';
import { users } from './users';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'saved_jobs_pkey', columns: [t.userId, t.listingId] }),
    // The profile's list, most recently saved first (keyset on created_at, listing_id).
    index('saved_jobs_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.listingId.desc().nullsFirst(),
    ),
    index('saved_jobs_listing_idx').on(t.listingId),
  ],
);

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The owner: a user's account, or for anyone without one an email address alone (exactly one
    // of the two). Deleting the account deletes its alerts.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    // When the alert was turned on: at once for an account (its address is verified); for an
    // address alone, when the link mailed to it was opened. Nothing matches or mails before.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    categoryCode: text('category_code').references(() => categories.code),
    words: text('words').notNull().default(''),
    // The words as the matcher applies them (listings/search/words-query.ts); null without words.
    wordsQuery: tsquery('words_query'),
    placeName: text('place_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
    minHourlyCents: integer('min_hourly_cents'),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    paused: boolean('paused').notNull().default(false),
    // The search as one text, so one user cannot keep the same alert twice.
    searchKey: text('search_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The last alert mail (a daily alert mails at most once a day).
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('job_alerts_user_search_key').on(t.userId, t.searchKey),
    unique('job_alerts_email_search_key').on(t.email, t.searchKey),
    index('job_alerts_user_created_idx').on(t.userId, t.createdAt),
    // Unconfirmed alerts of an address alone, deleted when their link expires.
    index('job_alerts_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
    check(
      'job_alerts_owner_check',
      sql`(${t.userId} is not null and ${t.email} is null)
        or (${t.userId} is null and ${t.email} is not null and ${t.email} = lower(${t.email}))`,
    ),
    check('job_alerts_words_check', sql`length(${t.words}) <= ${limit(SEARCH_WORDS_MAX_LENGTH)}`),
    check(
      'job_alerts_place_check',
      sql`(${t.placeName} is null and ${t.latitude} is null and ${t.longitude} is null and ${t.radiusKm} is null)
        or (${t.placeName} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180
          and ${t.radiusKm} > 0 and ${t.radiusKm} <= ${limit(MAX_RADIUS_KM)})`,
    ),
    check(
      'job_alerts_min_pay_check',
      sql`${t.minHourlyCents} is null or (${t.minHourlyCents} > 0 and ${t.minHourlyCents} <= ${limit(PAY_CENTS_MAX)})`,
    ),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('instant', 'daily')`),
  ],
);

export const alertMatches = pgTable(
  'alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    // Set when the match went out in a mail, or was dropped because the listing closed first.
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'alert_matches_pkey', columns: [t.alertId, t.listingId] }),
    index('alert_matches_unmailed_idx')
      .on(t.alertId)
      .where(sql`${t.mailedAt} is null`),
    index('alert_matches_listing_idx').on(t.listingId),
  ],
);
