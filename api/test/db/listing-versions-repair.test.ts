// Migration 0025 gives a version to each listing that has none (one committed while 0023 ran,
// between its backfill and its trigger), so applying to it never breaks the foreign key; it
// leaves every other listing's versions as they are, and running it twice adds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../../src/db/client';
import { listings, listingVersions } from '../../src/db/schema';
import { engines, openTestDatabase } from '../helper';
import { createEmployer, createListing } from '../listings/fixtures';

const REPAIR = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0025_listing_versions_repair.sql'),
  'utf8',
);

describe.each(engines)('the listing versions repair (%s)', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  const versionsOf = (listingId: string) =>
    handle.db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId));

  it('writes the missing version 1 as the listing reads, and nothing else', async () => {
    const { db } = handle;
    const employerId = await createEmployer(db);
    const missed = await createListing(db, { employerId, title: 'Missed by the backfill' });
    const kept = await createListing(db, { employerId, title: 'Backfilled' });
    // As 0023's window left it: a listing with no version at all.
    await db.delete(listingVersions).where(eq(listingVersions.listingId, missed.id));
    await db
      .update(listingVersions)
      .set({ title: 'As it read then' })
      .where(eq(listingVersions.listingId, kept.id));

    await db.execute(sql.raw(REPAIR));
    await db.execute(sql.raw(REPAIR));

    const [listing] = await db.select().from(listings).where(eq(listings.id, missed.id));
    const repaired = await versionsOf(missed.id);
    expect(repaired).toHaveLength(1);
    expect(repaired[0]).toMatchObject({
      version: 1,
      title: 'Missed by the backfill',
      payAmountCents: listing?.payAmountCents,
      expiryDate: listing?.expiryDate,
      createdAt: listing?.createdAt,
    });
    expect(await versionsOf(kept.id)).toEqual([
      expect.objectContaining({ version: 1, title: 'As it read then' }),
    ]);
  });
});
