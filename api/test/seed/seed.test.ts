import { readFileSync, rmSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/auth/password';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { DEMO_LOGINS } from '../../seed/demo-logins';
import { seedDemoResumes } from '../../seed/demo-resumes';
import { seedReferenceData } from '../../src/db/reference-data';
import { DEMO_HELD_LISTING, DEMO_REPORT } from '../../seed/demo-moderation';
import { seedDemoData } from '../../seed/seed';
import { moderationQueue } from '../../src/listings/vetting/moderation-queue';
import {
  applications,
  categories,
  listings,
  qualifications,
  resumes,
  users,
} from '../../src/db/schema';
import { matchesType } from '../../src/storage/file-type';
import { LocalResumeStorage } from '../../src/storage/local-driver';
import { engines, openTestDatabase } from '../helper';
import { tempDataDir } from '../upload-helpers';

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

  it('gives the demo moderator one listing held for its words and one reported listing', async () => {
    const held = await moderationQueue(database.db, 'pending');
    expect(held.listings.map((item) => [item.title, item.reasons.map((r) => r.code)])).toEqual([
      [DEMO_HELD_LISTING.title, ['off_platform_contact']],
    ]);
    const reported = await moderationQueue(database.db, 'reported');
    expect(reported.listings.map((item) => [item.title, item.status, item.reports])).toEqual([
      [DEMO_REPORT.listing, 'posted', 1],
    ]);
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

  it('gives every demo application a stored PDF resume, once', async () => {
    const dataDir = tempDataDir();
    try {
      const storage = new LocalResumeStorage(dataDir, 'test-secret');
      const total = await database.db.$count(applications);
      expect(await seedDemoResumes(database.db, storage)).toBe(total);
      expect(await seedDemoResumes(database.db, storage)).toBe(0);
      const rows = await database.db.select().from(resumes);
      expect(rows).toHaveLength(total);
      for (const row of rows) {
        expect(row.storedAt).not.toBeNull();
        const file = readFileSync(storage.filePath(row.storageKey));
        expect(file.length).toBe(row.sizeBytes);
        expect(matchesType(file, 'pdf')).toBe(true);
        // Every cross-reference offset points at its object.
        const text = file.toString('latin1');
        const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        expect(offsets).toHaveLength(5);
        offsets.forEach((offset, i) =>
          expect(text.startsWith(`${i + 1} 0 obj`, offset)).toBe(true),
        );
      }
      // A file lost with DATA_DIR comes back; the row stays as it was.
      const [first] = rows;
      if (!first) throw new Error('no resumes');
      rmSync(storage.filePath(first.storageKey));
      expect(await seedDemoResumes(database.db, storage)).toBe(1);
      expect(await database.db.$count(resumes)).toBe(total);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives the demo employer submitted applications to review', async () => {
    const [employer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.employer.email));
    const submitted = await database.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(
        and(eq(listings.employerId, employer?.id ?? ''), eq(applications.status, 'submitted')),
      );
    expect(submitted.length).toBeGreaterThanOrEqual(3);
    const listingsWithApplications = await queryRows<{ n: number }>(
      database.db,
      sql`select count(distinct a.listing_id)::int as n from applications a
        join listings l on l.id = a.listing_id where l.employer_id = ${employer?.id}::uuid`,
    );
    expect(listingsWithApplications[0]?.n).toBeGreaterThanOrEqual(3);
  });
});
