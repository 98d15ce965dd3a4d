// The snapshot is the refusal cells' only evidence, so it must see every kind of change.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, students } from '../../src/db/schema';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent } from '../listings/fixtures';
import { snapshotDatabase } from './snapshot';

describe.each(engines)('database snapshot (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine);
  });
  afterAll(() => app.close());

  it('covers the app tables and is stable while nothing changes', async () => {
    const first = await snapshotDatabase(app.db);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'listings', 'applications', 'resumes']),
    );
    expect(await snapshotDatabase(app.db)).toEqual(first);
  });

  it('sees an insert, an update of one column and a delete', async () => {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId });
    const { id: studentId } = await createStudent(app.db);

    const base = await snapshotDatabase(app.db);
    await app.db
      .update(listings)
      .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
      .where(eq(listings.id, listing.id));
    const updated = await snapshotDatabase(app.db);
    expect(updated.listings?.rows).toBe(base.listings?.rows);
    expect(updated.listings?.md5).not.toBe(base.listings?.md5);

    await app.db.delete(students).where(eq(students.userId, studentId));
    const deleted = await snapshotDatabase(app.db);
    expect(deleted.students?.rows).toBe((base.students?.rows ?? 0) - 1);

    await createStudent(app.db);
    expect((await snapshotDatabase(app.db)).users?.rows).toBe((base.users?.rows ?? 0) + 1);
  });
});
