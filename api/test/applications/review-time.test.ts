// The employer's usual review time is kept on its row: the hourly pass computes again
// only the figures older than a day (or never computed), and counts only applications whose resume
// arrived; a pending one was never there to review.
import { eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_DAYS_MAX_AGE_MS, refreshStaleReviewDays } from '../../src/applications/review-time';
import { applications, employers } from '../../src/db/schema';
import { DAY_MS, HOUR_MS } from '../../src/plugins/time/clock';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent } from '../listings/fixtures';
import { createApplication } from './fixtures';

describe.each(engines)('the review-time pass (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  /** An employer with `decided` applications decided `days` after they came, and `pending` more. */
  async function employerWith(decided: number, days: number, pending = 0): Promise<string> {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId, maxApplications: 50 });
    const came = new Date(clock.now().getTime() - 20 * DAY_MS);
    const ids: string[] = [];
    for (let i = 0; i < decided + pending; i += 1) {
      const { id: studentId } = await createStudent(app.db);
      const stored = i < decided;
      ids.push(
        (
          await createApplication(app, {
            listingId: listing.id,
            studentId,
            createdAt: came,
            stored,
          })
        ).id,
      );
    }
    await app.db
      .update(applications)
      .set({ decidedAt: new Date(came.getTime() + days * DAY_MS), status: 'seen' })
      .where(inArray(applications.id, ids));
    return employerId;
  }

  const keptDays = async (employerId: string) =>
    (
      await app.db
        .select({ days: employers.usualReviewDays, at: employers.reviewDaysAt })
        .from(employers)
        .where(eq(employers.userId, employerId))
    )[0];

  it('computes the figures never computed or older than a day, and leaves fresh ones alone', async () => {
    const quick = await employerWith(6, 2);
    const slow = await employerWith(6, 4);
    // Computed an hour ago with another figure: fresh, so the pass keeps it.
    const fresh = await employerWith(6, 4);
    const hourAgo = new Date(clock.now().getTime() - HOUR_MS);
    await app.db
      .update(employers)
      .set({ usualReviewDays: 9, reviewDaysAt: hourAgo })
      .where(eq(employers.userId, fresh));
    // Computed more than a day ago: stale.
    await app.db
      .update(employers)
      .set({
        usualReviewDays: 9,
        reviewDaysAt: new Date(hourAgo.getTime() - REVIEW_DAYS_MAX_AGE_MS),
      })
      .where(eq(employers.userId, slow));

    expect(await refreshStaleReviewDays(app.db, clock.now())).toBeGreaterThanOrEqual(2);
    expect(await keptDays(quick)).toEqual({ days: 2, at: clock.now() });
    expect(await keptDays(slow)).toEqual({ days: 4, at: clock.now() });
    expect(await keptDays(fresh)).toEqual({ days: 9, at: hourAgo });
    // Nothing is stale any more.
    expect(await refreshStaleReviewDays(app.db, clock.now())).toBe(0);
  });

  it('counts only applications whose resume arrived', async () => {
    // Five decided ones are enough to say; four with a pending fifth are not.
    const enough = await employerWith(5, 3);
    const tooFew = await employerWith(4, 3, 1);
    clock.advance(REVIEW_DAYS_MAX_AGE_MS + 1);
    await refreshStaleReviewDays(app.db, clock.now());
    expect((await keptDays(enough))?.days).toBe(3);
    expect((await keptDays(tooFew))?.days).toBeNull();
    // Every employer has a figure now, if only "too little to say".
    const never = await app.db
      .select({ id: employers.userId })
      .from(employers)
      .where(isNull(employers.reviewDaysAt));
    expect(never).toEqual([]);
  });
});
