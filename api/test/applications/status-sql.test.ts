// The statements agree with the table: every move is tried from every state on the database, and
// it moves the application, and gives its listing a slot back, exactly when status.ts says so.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markResumeStored } from '../../src/applications/pending-resumes';
import {
  APPLICATION_MOVES,
  APPLICATION_STATES,
  canMove,
  releasesSlot,
  type ApplicationMove,
  type ApplicationState,
  type MoveTarget,
} from '../../src/applications/status';
import { moveStatus, removeApplications } from '../../src/applications/status-sql';
import { queryRows, type DatabaseHandle } from '../../src/db/client';
import { applications, listings, resumes } from '../../src/db/schema';
import { engines, openTestDatabase } from '../helper';
import { createEmployer, createListing, createStudent } from '../listings/fixtures';

describe.each(engines)('application moves on the database (%s)', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.close();
  });

  /** An application in `state` (or with no resume row, as demo data), counted as apply would. */
  async function applicationIn(state: ApplicationState | 'no resume', listingId?: string) {
    const { db } = handle;
    const employerId = await createEmployer(db);
    const listing = listingId ?? (await createListing(db, { employerId })).id;
    const studentId = (await createStudent(db)).id;
    const id = randomUUID();
    const key = `resumes/${id}/test.pdf`;
    if (state !== 'withdrawn') {
      await db
        .update(listings)
        .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
        .where(eq(listings.id, listing));
    }
    const status = state === 'pending' || state === 'no resume' ? 'submitted' : state;
    await db
      .insert(applications)
      .values({ id, listingId: listing, studentId, status, preferredEmail: 'a@uni.example.edu' });
    if (state !== 'no resume') {
      await db.insert(resumes).values({
        applicationId: id,
        fileName: 'cv.pdf',
        storageKey: key,
        sizeBytes: 0,
        contentType: 'application/pdf',
        storedAt: state === 'pending' ? null : new Date(),
      });
    }
    return { id, key, listingId: listing };
  }

  async function stateOf(id: string): Promise<MoveTarget> {
    const [row] = await handle.db
      .select({ status: applications.status, storedAt: resumes.storedAt })
      .from(applications)
      .leftJoin(resumes, eq(resumes.applicationId, applications.id))
      .where(eq(applications.id, id));
    if (!row) return 'deleted';
    return row.storedAt === null ? 'pending' : row.status;
  }

  async function countOf(listingId: string) {
    const [row] = await handle.db
      .select({ n: listings.applicationsCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    return row?.n;
  }

  /** Runs `move` on the one application; whether it moved. */
  async function run(move: ApplicationMove, target: { id: string; key: string }) {
    if (move === 'upload') {
      return markResumeStored(
        handle.db,
        target.key,
        { sizeBytes: 10, now: new Date() },
        { publicUrl: 'http://localhost:4173' },
      );
    }
    const where = sql`a.id = ${target.id}::uuid`;
    const statement =
      move === 'cancel' ||
      move === 'abandon' ||
      move === 'deleteStudent' ||
      move === 'deleteEmployer' ||
      move === 'expire'
        ? removeApplications(move, where)
        : moveStatus(move, where);
    const moved = await queryRows(handle.db, sql`${statement} select id from moved`);
    return moved.length === 1;
  }

  const cases = (Object.keys(APPLICATION_MOVES) as ApplicationMove[]).flatMap((move) =>
    APPLICATION_STATES.map((state) => [move, state] as const),
  );

  it.each(cases)('%s from %s moves and releases as the table says', async (move, state) => {
    const target = await applicationIn(state);
    const before = await countOf(target.listingId);
    const moved = await run(move, target);
    expect(moved).toBe(canMove(move, state));
    expect(await stateOf(target.id)).toBe(moved ? APPLICATION_MOVES[move].to : state);
    expect(await countOf(target.listingId)).toBe(
      (before ?? 0) - (releasesSlot(move, state) ? 1 : 0),
    );
  });

  it('leaves an application without a resume row to account deletion only', async () => {
    for (const move of ['markSeen', 'reject', 'withdraw', 'cancel', 'abandon'] as const) {
      const target = await applicationIn('no resume');
      expect([move, await run(move, target)]).toEqual([move, false]);
    }
    const target = await applicationIn('no resume');
    expect(await run('deleteStudent', target)).toBe(true);
    expect(await countOf(target.listingId)).toBe(0);
  });

  it('gives back every slot of several applications to one listing in one statement', async () => {
    const employerId = await createEmployer(handle.db);
    const { id: listingId } = await createListing(handle.db, { employerId });
    for (const state of ['pending', 'pending', 'submitted', 'rejected', 'withdrawn'] as const) {
      await applicationIn(state, listingId);
    }
    expect(await countOf(listingId)).toBe(4);
    const inListing = sql`a.listing_id = ${listingId}::uuid`;
    await queryRows(
      handle.db,
      sql`${removeApplications('abandon', inListing)} select id from moved`,
    );
    expect(await countOf(listingId)).toBe(2);
    await queryRows(
      handle.db,
      sql`${removeApplications('deleteEmployer', inListing)} select id from moved`,
    );
    expect(await countOf(listingId)).toBe(0);
  });
});
