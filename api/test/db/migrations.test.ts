// The database itself guards integrity (ARCHITECTURE.md): these rows must be refused whatever
// the API code does.
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { applications, employers, listings, students, users } from '../../src/db/schema';
import { engines, openTestDatabase } from '../helper';
import { TEST_PAY_COLUMNS } from '../listings/fixtures';

const TABLES = [
  'answers',
  'applications',
  'categories',
  'employers',
  'listings',
  'password_resets',
  'qualifications',
  'questions',
  'resumes',
  'sessions',
  'signup_flows',
  'student_qualifications',
  'students',
  'users',
];

/** Postgres wraps the real error (with its SQLSTATE) in drizzle's query error. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  while (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

async function expectRejected(
  promise: Promise<unknown>,
  state: '23505' | '23514' | '23503' | '23502',
) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted a row it should refuse').toBeInstanceOf(Error);
  expect(sqlState(error)).toBe(state);
}

describe.each(engines)('migrations (%s)', (engine) => {
  let database: DatabaseHandle;
  let employerId: string;
  let studentId: string;
  const base = () => ({
    employerId,
    categoryCode: 'HOSP',
    title: 'Barista',
    shortPreview: 'Coffee',
    description: 'Make coffee',
    location: 'Newtown NSW 2042',
    expiryDate: '2999-01-01',
    maxApplications: 2,
    ...TEST_PAY_COLUMNS,
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    const [employer] = await db
      .insert(users)
      .values({ email: 'Boss@Example.au', passwordHash: 'x', role: 'employer' })
      .returning();
    const [student] = await db
      .insert(users)
      .values({ email: 'kid@example.au', passwordHash: 'x', role: 'student' })
      .returning();
    if (!employer || !student) throw new Error('setup failed');
    employerId = employer.id;
    studentId = student.id;
    await db.insert(employers).values({ userId: employerId, businessName: 'Cafe' });
    await db
      .insert(students)
      .values({ userId: studentId, fullName: 'Kid', study: 'Arts', institution: 'USyd' });
  });
  afterAll(() => database.close());

  it('creates every table of the data model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(TABLES));
  });

  it('is idempotent', async () => {
    await expect(
      database.migrate(
        engine === 'postgres' ? { migrationsSchema: await currentSchema(database) } : {},
      ),
    ).resolves.toBeUndefined();
  });

  it('keeps emails unique whatever their case', async () => {
    await expectRejected(
      database.db
        .insert(users)
        .values({ email: 'boss@example.AU', passwordHash: 'x', role: 'employer' }),
      '23505',
    );
  });

  it('refuses an unknown role', async () => {
    await expectRejected(
      database.db
        .insert(users)
        .values({ email: 'x@example.au', passwordHash: 'x', role: 'admin' as 'student' }),
      '23514',
    );
  });

  it('refuses a short preview over 120 characters', async () => {
    await expectRejected(
      database.db.insert(listings).values({ ...base(), shortPreview: 'a'.repeat(121) }),
      '23514',
    );
  });

  it('refuses half a coordinate pair and out-of-range coordinates', async () => {
    await expectRejected(
      database.db.insert(listings).values({ ...base(), latitude: -33.9 }),
      '23514',
    );
    await expectRejected(
      database.db.insert(listings).values({ ...base(), latitude: -91, longitude: 151 }),
      '23514',
    );
  });

  it('refuses a non-positive cap and a count above the cap', async () => {
    await expectRejected(
      database.db.insert(listings).values({ ...base(), maxApplications: 0 }),
      '23514',
    );
    await expectRejected(
      database.db.insert(listings).values({ ...base(), maxApplications: 2, applicationsCount: 3 }),
      '23514',
    );
  });

  it('refuses a pay or hours outside the rules, and a fixed amount for casual work', async () => {
    for (const bad of [
      { payAmountCents: 0 },
      { payAmountCents: 1_000_001 },
      { hoursMin: 0 },
      { hoursMin: 10.25 },
      { hoursMin: 16, hoursMax: 15 },
      { hoursMax: 81 },
      { payUnit: 'gig' as const },
      { employmentType: 'salaried' as 'casual' },
      { schedule: 'x'.repeat(101) },
    ]) {
      await expectRejected(database.db.insert(listings).values({ ...base(), ...bad }), '23514');
    }
  });

  it('keeps the hourly equivalent of a one-off gig: its amount over the most hours', async () => {
    const [row] = await database.db
      .insert(listings)
      .values({
        ...base(),
        payAmountCents: 20000,
        payUnit: 'gig',
        employmentType: 'one_off',
        hoursMin: 5,
        hoursMax: 6,
      })
      .returning({ hourly: listings.hourlyCents });
    expect(row?.hourly).toBe(3333);
  });

  it('refuses an unknown category or status', async () => {
    await expectRejected(
      database.db.insert(listings).values({ ...base(), categoryCode: 'NOPE' }),
      '23503',
    );
    await expectRejected(
      database.db.insert(listings).values({ ...base(), status: 'draft' as 'posted' }),
      '23514',
    );
  });

  it('caps applications with one conditional update', async () => {
    const [listing] = await database.db.insert(listings).values(base()).returning();
    if (!listing) throw new Error('insert failed');
    const takeSlot = () =>
      database.db
        .update(listings)
        .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
        .where(
          and(
            eq(listings.id, listing.id),
            lt(listings.applicationsCount, listings.maxApplications),
          ),
        )
        .returning({ count: listings.applicationsCount });
    expect(await takeSlot()).toEqual([{ count: 1 }]);
    expect(await takeSlot()).toEqual([{ count: 2 }]);
    expect(await takeSlot()).toEqual([]);
  });

  it('allows one application per student and listing', async () => {
    const [listing] = await database.db.insert(listings).values(base()).returning();
    if (!listing) throw new Error('insert failed');
    const application = { listingId: listing.id, studentId, preferredEmail: 'kid@example.au' };
    await database.db.insert(applications).values(application);
    await expectRejected(database.db.insert(applications).values(application), '23505');
  });

  it('refuses an over-long "anything else" answer', async () => {
    const [listing] = await database.db.insert(listings).values(base()).returning();
    if (!listing) throw new Error('insert failed');
    await expectRejected(
      database.db.insert(applications).values({
        listingId: listing.id,
        studentId,
        preferredEmail: 'a@b.au',
        anythingElseAnswer: 'a'.repeat(251),
      }),
      '23514',
    );
  });

  it('refuses a blank business name and a long student text', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'blank@example.au', passwordHash: 'x', role: 'employer' })
      .returning();
    if (!user) throw new Error('insert failed');
    await expectRejected(
      database.db.insert(employers).values({ userId: user.id, businessName: '   ' }),
      '23514',
    );
    await expectRejected(
      database.db
        .update(students)
        .set({ about: 'a'.repeat(251) })
        .where(eq(students.userId, studentId)),
      '23514',
    );
  });

  it('removes profiles, listings and applications with the account', async () => {
    await database.db.delete(users).where(eq(users.id, employerId));
    const left = await database.db
      .select()
      .from(listings)
      .where(eq(listings.employerId, employerId));
    expect(left).toEqual([]);
    const orphans = await queryRows(
      database.db,
      sql`select 1 from applications a left join listings l on l.id = a.listing_id where l.id is null`,
    );
    expect(orphans).toEqual([]);
  });
});

async function currentSchema(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ schema: string }>(
    database.db,
    sql`select current_schema() as schema`,
  );
  const schema = row?.schema;
  if (!schema) throw new Error('no current schema');
  return schema;
}
