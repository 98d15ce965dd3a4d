// Role-specific profiles, one row per user, removed with the account.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ABN_WEIGHTS,
  AU_STATES,
  BUSINESS_STREET_MAX_LENGTH,
  BUSINESS_SUBURB_MAX_LENGTH,
  BUSINESS_WEBSITE_MAX_LENGTH,
  TEXT_AREA_MAX_LENGTH,
} from 'api-contract';
import { qualifications } from './reference';
import { limit } from './sql-limit';
import { users } from './users';

export const students = pgTable(
  'students',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    study: text('study').notNull(),
    institution: text('institution').notNull(),
    about: text('about'),
    experience: text('experience'),
    otherQualifications: text('other_qualifications'),
    // The student holds a visa whose work is limited (a Student visa's 48 hours a fortnight): the
    // student's own to say and to see, never shown to an employer.
    studentVisaWorkLimit: boolean('student_visa_work_limit').notNull().default(false),
  },
  (t) => [
    check('students_full_name_check', sql`length(trim(${t.fullName})) > 0`),
    // Text areas hold at most 250 characters (SPEC section 9, shared contract limits).
    check('students_about_length_check', sql`length(${t.about}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`),
    check(
      'students_experience_length_check',
      sql`length(${t.experience}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    check(
      'students_other_qualifications_length_check',
      sql`length(${t.otherQualifications}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
  ],
);

export const studentQualifications = pgTable(
  'student_qualifications',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.userId, { onDelete: 'cascade' }),
    qualificationCode: text('qualification_code')
      .notNull()
      .references(() => qualifications.code),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.qualificationCode] })],
);

/** 11 digits whose weighted sum, the first digit less one, divides by 89 (ATO). */
function abnChecksum(abn: AnyPgColumn): SQL {
  const terms = ABN_WEIGHTS.map((weight, index) => {
    const digit = sql`substr(${abn}, ${sql.raw(String(index + 1))}, 1)::int`;
    return index === 0
      ? sql`(${digit} - 1) * ${sql.raw(String(weight))}`
      : sql`${digit} * ${sql.raw(String(weight))}`;
  });
  // CASE, not AND: SQL does not promise to test the pattern before casting the digits.
  return sql`${abn} is null or case when ${abn} ~ '^[0-9]{11}$'
    then (${sql.join(terms, sql` + `)}) % 89 = 0 else false end`;
}

export const employers = pgTable(
  'employers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    // Set when our team removes one of their listings: no new listing until a
    // moderator lifts it.
    postingSuspendedAt: timestamp('posting_suspended_at', { withTimezone: true }),
    // "Usually reviews applications within N days" on the job page (applications/review-time.ts),
    // kept here rather than computed per view: null while there is too little to say.
    usualReviewDays: smallint('usual_review_days'),
    /** When usual_review_days was last computed; null until the first time. */
    reviewDaysAt: timestamp('review_days_at', { withTimezone: true }),
    /** The business's ABN, 11 digits (optional; api-contract abn.ts checks it on the way in). */
    abn: text('abn'),
    // Where the business is (api-contract business-contact.ts): the street optional, the other
    // three given together or not at all (the check says "is not null": a check passes on null).
    street: text('street'),
    suburb: text('suburb'),
    state: text('state', { enum: AU_STATES }),
    postcode: text('postcode'),
    /** Its https website, as the URL writes it. */
    website: text('website'),
    /** Its phone number, digits only (0298765432, 1300123456, 131234). */
    phone: text('phone'),
  },
  (t) => [
    check(
      'employers_usual_review_days_check',
      sql`${t.usualReviewDays} is null or ${t.usualReviewDays} >= 1`,
    ),
    check('employers_business_name_check', sql`length(trim(${t.businessName})) > 0`),
    // The ATO's modulus-89 rule, kept by the database too: no client can store a mistyped ABN.
    check('employers_abn_check', abnChecksum(t.abn)),
    check(
      'employers_description_length_check',
      sql`length(${t.description}) <= ${limit(TEXT_AREA_MAX_LENGTH)}`,
    ),
    check(
      'employers_address_check',
      sql`(${t.suburb} is null and ${t.state} is null and ${t.postcode} is null
        and ${t.street} is null)
        or (${t.suburb} is not null and ${t.state} is not null and ${t.postcode} is not null
          and length(trim(${t.suburb})) between 1 and ${limit(BUSINESS_SUBURB_MAX_LENGTH)}
          and ${t.state} in (${sql.raw(AU_STATES.map((v) => `'${v}'`).join(', '))})
          and ${t.postcode} ~ '^[0-9]{4}$'
          and (${t.street} is null or length(${t.street}) <= ${limit(BUSINESS_STREET_MAX_LENGTH)}))`,
    ),
    // https only: no other scheme reaches a student's link.
    check(
      'employers_website_check',
      sql`${t.website} is null or (${t.website} like 'https://%'
        and length(${t.website}) <= ${limit(BUSINESS_WEBSITE_MAX_LENGTH)})`,
    ),
    check(
      'employers_phone_check',
      sql`${t.phone} is null or ${t.phone} ~ '^(0[2-578][0-9]{8}|1[38]00[0-9]{6}|13[0-9]{4})$'`,
    ),
    index('employers_business_name_idx').on(t.businessName),
    // The review-time pass takes the stalest figures first (applications/review-time.ts).
    index('employers_review_days_at_idx').on(t.reviewDaysAt.asc().nullsFirst()),
  ],
);
