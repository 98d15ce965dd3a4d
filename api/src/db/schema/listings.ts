// Job listings and their screening questions.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMPLOYMENT_TYPES,
  HOURS_MAX,
  PAY_CENTS_MAX,
  PAY_UNITS,
  SCHEDULE_MAX_LENGTH,
  SHORT_PREVIEW_MAX_LENGTH,
} from 'api-contract';
import { employers } from './profiles';
import { categories } from './reference';
import { limit } from './sql-limit';

/** A text-search document (keyword search); the listing triggers of migration 0004 write it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A column as a generated column's expression names it: its name, unquoted, as migration 0003
 * wrote it (drizzle-kit compares the expression's text with its snapshot, so a quoted name would
 * make it write a migration that changes nothing).
 */
const generatedName = (column: AnyPgColumn): SQL => sql.raw(column.name);

/**
 * Latitude bands of the band index, per degree (20: bands of 0.05 degrees, about 5.6 km). A
 * search within a radius reads the newest listings of each band its box touches, merged
 * (listings/search/ranked-search.ts).
 */
export const LATITUDE_BANDS_PER_DEGREE = 20;

/** The band of a latitude, exactly as the band index computes it (an index expression). */
export const latitudeBand = (latitude: SQLWrapper): SQL =>
  sql`(floor(${latitude} * ${sql.raw(String(LATITUDE_BANDS_PER_DEGREE))})::integer)`;

export const LISTING_STATUSES = ['posted', 'pending', 'closed', 'expired', 'removed'] as const;

/** Why its employer closed a listing (POST /employer/listings/{id}/close): someone was hired, or not. */
export const CLOSE_OUTCOMES = ['filled', 'cancelled'] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.userId, { onDelete: 'cascade' }),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    title: text('title').notNull(),
    shortPreview: text('short_preview').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    // Null when the location was typed rather than picked from suggestions (SPEC section 3).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    maxApplications: integer('max_applications').notNull(),
    // Non-withdrawn applications; raised by a conditional update so the cap holds under concurrency.
    applicationsCount: integer('applications_count').notNull().default(0),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('posted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Pay and hours: an hourly rate, or a fixed amount for a one-off gig, and the hours
    // per week (per gig for a one-off). hourly_cents is what the pay filter compares.
    payAmountCents: integer('pay_amount_cents').notNull(),
    payUnit: text('pay_unit', { enum: PAY_UNITS }).notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    hoursMin: doublePrecision('hours_min').notNull(),
    hoursMax: doublePrecision('hours_max').notNull(),
    schedule: text('schedule').notNull().default(''),
    juniorRates: boolean('junior_rates').notNull().default(false),
    // Set when its employer closed it (status 'closed'), and kept if it is deleted afterwards.
    closeOutcome: text('close_outcome', { enum: CLOSE_OUTCOMES }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // When the applicants were told the listing passed its expiry date (the expiry job, once).
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    hourlyCents: integer('hourly_cents')
      .notNull()
      .generatedAlwaysAs((): SQL => {
        const [unit, cents, hoursMax] = [
          generatedName(listings.payUnit),
          generatedName(listings.payAmountCents),
          generatedName(listings.hoursMax),
        ];
        return sql`case when ${unit} = 'hour' then ${cents} else floor(${cents} / ${hoursMax})::int end`;
      }),
    // Keyword search, English stemming: the title and business name (search_head, which ranks
    // first) and those with the short preview and description (search_all). A trigger writes
    // both, since the business name lives on employers (migration 0004).
    searchHead: tsvector('search_head')
      .notNull()
      .default(sql`''::tsvector`),
    searchAll: tsvector('search_all')
      .notNull()
      .default(sql`''::tsvector`),
    // When the job-alert matcher looked at the listing; null until then (alerts/matcher.ts).
    alertsScannedAt: timestamp('alerts_scanned_at', { withTimezone: true }),
    // Raised by each edit of its employer (listings/edit/); listing_versions keeps every one.
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('listings_title_check', sql`length(trim(${t.title})) > 0`),
    check(
      'listings_short_preview_check',
      sql`length(${t.shortPreview}) <= ${limit(SHORT_PREVIEW_MAX_LENGTH)}`,
    ),
    check(
      'listings_coordinates_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} is not null and ${t.longitude} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check('listings_max_applications_check', sql`${t.maxApplications} > 0`),
    check('listings_version_check', sql`${t.version} >= 1`),
    check(
      'listings_applications_count_check',
      sql`${t.applicationsCount} >= 0 and ${t.applicationsCount} <= ${t.maxApplications}`,
    ),
    check(
      'listings_pay_check',
      sql`${t.payAmountCents} > 0 and ${t.payAmountCents} <= ${limit(PAY_CENTS_MAX)}
        and ${t.payUnit} in ('hour', 'gig') and (${t.payUnit} = 'hour' or ${t.employmentType} = 'one_off')
        and ${t.employmentType} in ('casual', 'part_time', 'fixed_term', 'one_off')`,
    ),
    check(
      'listings_hours_check',
      sql`${t.hoursMin} >= 0.5 and ${t.hoursMax} <= ${limit(HOURS_MAX)} and ${t.hoursMin} <= ${t.hoursMax}
        and ${t.hoursMin} * 2 = floor(${t.hoursMin} * 2) and ${t.hoursMax} * 2 = floor(${t.hoursMax} * 2)`,
    ),
    check('listings_schedule_check', sql`length(${t.schedule}) <= ${limit(SCHEDULE_MAX_LENGTH)}`),
    check(
      'listings_close_check',
      sql`(${t.closeOutcome} is null) = (${t.closedAt} is null)
        and (${t.closeOutcome} is null or ${t.closeOutcome} in ('filled', 'cancelled'))`,
    ),
    check(
      'listings_status_check',
      sql`${t.status} in ('posted', 'pending', 'closed', 'expired', 'removed')`,
    ),
    // Browse: newest first within a category, keyset cursor (created_at, id). NULLS FIRST is what a
    // plain `order by created_at desc, id desc` means, so the index serves that order as written.
    index('listings_category_created_idx').on(
      t.categoryCode,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Browse within a radius: the box's latitudes within a category, with every column browse
    // filters on but the room (applications_count, left out so an application stays a HOT
    // update). The planner takes it where the circle holds few of the category's listings (a small
    // radius, a country town), which the category's newest-first index would read to its end and
    // the band index (its latitude is not its second key) would read whole.
    index('listings_category_place_idx').on(
      t.categoryCode,
      t.latitude,
      t.longitude,
      t.createdAt,
      t.id,
      t.status,
      t.expiryDate,
      t.hourlyCents,
    ),
    // A search's span within a radius (listings/search/ranked-search.ts): the newest listings of a
    // category in one latitude band, read in order, so the bands of a box merge lazily and a span
    // reads about as many entries as it keeps, however many listings the box holds. It holds
    // every column the span filters on, so the span is read from the index alone; not
    // applications_count, which would make every application a non-HOT update of every index of
    // the table.
    index('listings_category_band_idx').on(
      t.categoryCode,
      latitudeBand(t.latitude),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.latitude,
      t.longitude,
      t.status,
      t.expiryDate,
      t.hourlyCents,
    ),
    // Search words: GIN on both documents with each word scoped to the listing's category
    // (search_keys, migration 0005), so a search reads only its category's entries. Prefix queries
    // use them too. fastupdate off: listings are read far more than written, and a pending list
    // would be read by every search.
    index('listings_search_head_keys_idx')
      .using('gin', sql`search_keys(${t.searchHead}, ${t.categoryCode})`)
      .with({ fastupdate: 'off' }),
    index('listings_search_all_keys_idx')
      .using('gin', sql`search_keys(${t.searchAll}, ${t.categoryCode})`)
      .with({ fastupdate: 'off' }),
    // The sitemap (listings/sitemap.ts): posted listings newest first, so it reads its 50,000
    // and stops, instead of scanning and sorting the whole table.
    index('listings_posted_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'posted'`),
    // The expiry job (listings/expiry-job.ts): posted listings not yet closed by it, by expiry
    // date, so each run reads only those due instead of the whole table.
    index('listings_expiry_due_idx')
      .on(t.expiryDate, t.id)
      .where(sql`${t.status} = 'posted' and ${t.expiryNotifiedAt} is null`),
    // The alert matcher's queue: listings not looked at yet.
    index('listings_alerts_unscanned_idx')
      .on(t.createdAt)
      .where(sql`${t.alertsScannedAt} is null`),
    // Employer's own listings, newest first.
    index('listings_employer_created_idx').on(
      t.employerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A listing's questions. A question is never rewritten: an edit that changes one retires it (from
 * the version that no longer asks it) and adds another, so an answer stays with the words its
 * applicant read. The current questions are those not retired.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    addedInVersion: integer('added_in_version').notNull().default(1),
    retiredInVersion: integer('retired_in_version'),
  },
  (t) => [
    uniqueIndex('questions_listing_position_key')
      .on(t.listingId, t.position)
      .where(sql`${t.retiredInVersion} is null`),
    check('questions_text_check', sql`length(trim(${t.text})) > 0`),
    check(
      'questions_versions_check',
      sql`${t.addedInVersion} >= 1 and (${t.retiredInVersion} is null or ${t.retiredInVersion} > ${t.addedInVersion})`,
    ),
  ],
);
