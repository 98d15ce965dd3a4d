// The bench data set as a handful of set-based statements (generate_series), so 100,000 listings
// and 20,000 applications take seconds, not minutes, on PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';

export interface SeedShape {
  employers: number;
  listings: number;
  students: number;
  applications: number;
  /** Applications of the signed-in bench student (student 0). */
  studentApplications: number;
  /** Applications to the bench employer's measured listing. */
  listingApplications: number;
  /** Listing number of the bench employer's measured listing (employer 0 owns multiples of `employers`). */
  employerListing: number;
  /** Listings 1..questionListings get two screening questions (the job page's set). */
  questionListings: number;
}

export const DEFAULT_SHAPE: SeedShape = {
  employers: 500,
  listings: 100_000,
  students: 4_000,
  applications: 20_000,
  studentApplications: 200,
  listingApplications: 100,
  employerListing: 500,
  questionListings: 2_000,
};

const CATEGORIES = sql.raw(`array['HOSP','RETL','EVNT','PHYS','OFFC','OTHR']`);
// Suburb names for the location text; coordinates are spread ±0.5° around Sydney's CBD.
const SUBURBS = sql.raw(
  `array['Sydney NSW 2000','Parramatta NSW 2150','Bondi NSW 2026','Chatswood NSW 2067','Newtown NSW 2042','Manly NSW 2095','Hurstville NSW 2220','Liverpool NSW 2170']`,
);

/** Job roles for the listings' words (keyword search and job alerts): listing g is role g % 20. */
export const BENCH_ROLES = [
  'Barista',
  'Kitchen hand',
  'Waiter',
  'Retail assistant',
  'Cashier',
  'Stock picker',
  'Usher',
  'Event crew',
  'Promoter',
  'Removalist',
  'Gardener',
  'Cleaner',
  'Receptionist',
  'Data entry clerk',
  'Tutor',
  'Nanny',
  'Dog walker',
  'Delivery rider',
  'Lifeguard',
  'Sales assistant',
];
const ROLES = sql.raw(`array[${BENCH_ROLES.map((role) => `'${role}'`).join(',')}]`);
/** Kinds of business, in the business names (employer n is kind n % 8). */
const BUSINESS_KINDS = sql.raw(
  `array['Cafe','Books','Events','Fitness','Office','Store','Bakery','Cinema']`,
);

/** `n` from `bench-<kind>-<n>@bench.example`: the seeded rows' number, without an extra column. */
const numberOf = (email: SQL) => sql`split_part(split_part(${email}, '@', 1), '-', 3)::int`;
/** `n` from the title `Job <n>`. */
const listingNumber = sql`split_part(l.title, ' ', 2)::int`;

/** Statements in order; `passwordHash` is given to employer 0 and student 0 (the signed-in pair). */
export function seedStatements(shape: SeedShape, passwordHash: string): SQL[] {
  const spread = shape.students - 1 - shape.listingApplications;
  const rest = shape.applications - shape.studentApplications - shape.listingApplications;
  return [
    // Same random locations on every run.
    sql`select setseed(0.42)`,
    sql`insert into users (email, password_hash, role)
      select 'bench-employer-' || g || '@bench.example',
        case when g = 0 then ${passwordHash} else 'unused' end, 'employer'
      from generate_series(0, ${shape.employers - 1}) g`,
    sql`insert into employers (user_id, business_name)
      select id, 'Bench ' || (${BUSINESS_KINDS})[1 + ${numberOf(sql`email`)} % 8] || ' ' || ${numberOf(sql`email`)}
      from users where role = 'employer'`,
    sql`insert into users (email, password_hash, role)
      select 'bench-student-' || g || '@bench.example',
        case when g = 0 then ${passwordHash} else 'unused' end, 'student'
      from generate_series(0, ${shape.students - 1}) g`,
    sql`insert into students (user_id, full_name, study, institution)
      select id, 'Bench Student ' || ${numberOf(sql`email`)}, 'Bachelor of Commerce',
        'University of Sydney'
      from users where role = 'student'`,
    // Listing g belongs to employer g % employers; every 11th (from 3) is expired and every 19th
    // (from 7) is full, so browse has closed listings to skip as in real data. 11 and 19 share no
    // factor with the 20 roles or the 6 categories, so every role has open listings in its
    // categories (with 10 and 20, every "Retail assistant" was expired and every "Event crew" full). Pay: casual rates
    // from $31.50 to $45 an hour, 8 to 20 hours a week; every 25th (from 11) a one-off gig of
    // $190 to $400 for 6 hours. The preview and description name the role (BENCH_ROLES), for the
    // search rows; every listing has been looked at by the job-alert pass already.
    sql`insert into listings (employer_id, category_code, title, short_preview, description,
        location, latitude, longitude, expiry_date, max_applications, applications_count, created_at,
        pay_amount_cents, pay_unit, employment_type, hours_min, hours_max, schedule,
        expiry_notified_at, alerts_scanned_at)
      select e.user_id, (${CATEGORIES})[1 + g % 6], 'Job ' || g,
        (${ROLES})[1 + g % 20] || ' wanted: preview of job ' || g,
        'Description of job ' || g || ', ' || lower((${ROLES})[1 + g % 20]) ||
          '. Friendly team, flexible shifts around your timetable.',
        (${SUBURBS})[1 + g % 8],
        -33.8688 + (random() - 0.5), 151.2093 + (random() - 0.5),
        current_date + (case when g % 11 = 3 then -3 else 30 end),
        200, case when g % 19 = 7 then 200 else 0 end,
        now() - make_interval(secs => g * 50),
        case when g % 25 = 11 then 21000 + (g % 22) * 1000 else 3350 + (g % 28) * 50 end,
        case when g % 25 = 11 then 'gig' else 'hour' end,
        case when g % 25 = 11 then 'one_off' else 'casual' end,
        case when g % 25 = 11 then 6 else 8 + g % 5 end,
        case when g % 25 = 11 then 6 else 12 + 2 * (g % 5) end,
        'Flexible shifts',
        -- Expired before the run: their applicants are not mailed by the expiry job.
        case when g % 11 = 3 then now() end,
        now()
      from generate_series(1, ${shape.listings}) g
      join (select user_id, ${numberOf(sql`u.email`)} as n
            from employers join users u on u.id = employers.user_id) e
        on e.n = g % ${shape.employers}`,
    sql`insert into questions (listing_id, position, text)
      select l.id, p, case when p = 1 then 'Which days can you work?' else 'Any relevant experience?' end
      from listings l cross join generate_series(1, 2) p
      where ${listingNumber} <= ${shape.questionListings}`,
    // Pairs (student, listing): student 0's applications, the measured listing's applications,
    // then the rest spread so no pair repeats (the residues of k modulo two coprime-ish ranges).
    sql`insert into applications (listing_id, student_id, status, preferred_email, created_at)
      select l.id, s.user_id,
        (array['submitted','submitted','submitted','seen','rejected','withdrawn'])[1 + p.k % 6],
        'bench-student-' || p.s || '@bench.example',
        now() - make_interval(mins => p.k + p.s)
      from (
        select 0 as s, 1000 + k * 7 as l, k from generate_series(0, ${shape.studentApplications - 1}) k
        union all
        select 1 + k, ${shape.employerListing}, k from generate_series(0, ${shape.listingApplications - 1}) k
        union all
        select ${shape.listingApplications + 1} + k % ${spread}, 2000 + k % 4999, k
        from generate_series(0, ${rest - 1}) k
      ) p
      join (select user_id, ${numberOf(sql`u.email`)} as n
            from students join users u on u.id = students.user_id) s on s.n = p.s
      join listings l on ${listingNumber} = p.l`,
    // Every application counts as submitted with its resume stored (pending ones are invisible).
    sql`insert into resumes (application_id, file_name, storage_key, size_bytes, content_type, stored_at)
      select id, 'resume.pdf', 'bench/' || id, 48213, 'application/pdf', now() from applications`,
    sql`update listings l set applications_count = greatest(l.applications_count, c.n)
      from (select listing_id, count(*)::int as n from applications
            where status <> 'withdrawn' group by listing_id) c
      where c.listing_id = l.id`,
  ];
}
