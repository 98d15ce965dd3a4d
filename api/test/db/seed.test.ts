import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { DEMO_LOGINS } from '../../src/db/demo-logins';
import { seedDemoData, seedReferenceData } from '../../src/db/seed';
import { categories, listings, qualifications, users } from '../../src/db/schema';
import { engines, openTestDatabase } from '../helper';

describe.each(engines)('seed (%s)', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine, { seedDemo: true });
  });
  afterAll(() => database.close());

  it('is idempotent for reference and demo data', async () => {
    await seedReferenceData(database.db);
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await database.db.$count(qualifications)).toBe(8);
    expect(await database.db.$count(categories)).toBe(6);
    expect(await database.db.$count(users, eq(users.role, 'employer'))).toBe(6);
  });

  it('creates the demo logins with the published password', async () => {
    for (const [role, login] of Object.entries(DEMO_LOGINS)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, login.email));
      expect(user?.role).toBe(role);
      expect(await verifyPassword(login.password, user?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong password', user?.passwordHash ?? '')).toBe(false);
    }
  });

  it('spreads unexpired listings over every category around Sydney', async () => {
    const perCategory = await queryRows<{ category_code: string; n: number }>(
      database.db,
      sql`select category_code, count(*)::int as n from listings where expiry_date > current_date group by 1`,
    );
    expect(perCategory.map((row) => row.category_code).sort()).toEqual([
      'EVNT',
      'HOSP',
      'OFFC',
      'OTHR',
      'PHYS',
      'RETL',
    ]);
    expect(await database.db.$count(listings)).toBeGreaterThanOrEqual(36);
    const located = await database.db
      .select({ lat: listings.latitude, lng: listings.longitude })
      .from(listings)
      .where(sql`${listings.latitude} is not null`);
    for (const { lat, lng } of located) {
      expect(lat).toBeGreaterThan(-34.2);
      expect(lat).toBeLessThan(-33.5);
      expect(lng).toBeGreaterThan(150.5);
      expect(lng).toBeLessThan(151.4);
    }
  });

  it('counts only non-withdrawn applications toward each cap', async () => {
    const mismatched = await queryRows(
      database.db,
      sql`
      select l.id from listings l
      left join applications a on a.listing_id = l.id and a.status <> 'withdrawn'
      group by l.id, l.applications_count
      having count(a.id) <> l.applications_count`,
    );
    expect(mismatched).toEqual([]);
  });
});
