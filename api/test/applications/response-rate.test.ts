// The employer's response rate on the job page: of their applications of the last 90 days, the
// share answered (a decision, or the listing closed) within 14 days, once at least 5 count; an
// unanswered one younger than 14 days does not count, nor one withdrawn with no answer before
// day 14 (or with no withdrawal in its history); one withdrawn with no answer after day 14 counts
// as not answered.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentJobResponse, type ResponseRate } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, listings } from '../../src/db/schema';
import { DAY_MS } from '../../src/plugins/time/clock';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent } from '../listings/fixtures';
import { createApplication } from './fixtures';

/** One application: how long ago it came, and when (after it came) it was first decided. */
interface Came {
  agoMs: number;
  decidedAfterMs?: number;
  status?: 'submitted' | 'seen' | 'rejected' | 'withdrawn';
  stored?: boolean;
  /** When (after it came) its student withdrew it, as the status history records it. */
  withdrawnAfterMs?: number;
}

const days = (n: number) => n * DAY_MS;
const SECOND = 1000;

describe.each(engines)("the employer's response rate (%s)", (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock('2026-11-29T09:00:00.000Z');
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  /** A listing of a new employer with these applications, closed `closedAgoMs` ago if given. */
  async function listingWith(came: Came[], closedAgoMs?: number): Promise<string> {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId, maxApplications: 50 });
    for (const one of came) {
      const { id: studentId } = await createStudent(app.db);
      const createdAt = new Date(clock.now().getTime() - one.agoMs);
      const { id } = await createApplication(app, {
        listingId: listing.id,
        studentId,
        createdAt,
        status:
          one.withdrawnAfterMs !== undefined
            ? 'withdrawn'
            : (one.status ?? (one.decidedAfterMs === undefined ? 'submitted' : 'seen')),
        stored: one.stored,
      });
      if (one.withdrawnAfterMs !== undefined) {
        await app.db.insert(applicationEvents).values({
          applicationId: id,
          fromStatus: one.decidedAfterMs === undefined ? 'submitted' : 'seen',
          toStatus: 'withdrawn',
          actorRole: 'student',
          actorId: studentId,
          at: new Date(createdAt.getTime() + one.withdrawnAfterMs),
        });
      }
      if (one.decidedAfterMs !== undefined) {
        await app.db
          .update(applications)
          .set({ decidedAt: new Date(createdAt.getTime() + one.decidedAfterMs) })
          .where(eq(applications.id, id));
      }
    }
    if (closedAgoMs !== undefined) {
      await app.db
        .update(listings)
        .set({
          status: 'closed',
          closeOutcome: 'filled',
          closedAt: new Date(clock.now().getTime() - closedAgoMs),
        })
        .where(eq(listings.id, listing.id));
    }
    return listing.id;
  }

  /** The job page's response rate, after this replica computes its figures again. */
  async function rateShown(listingId: string): Promise<ResponseRate | null | undefined> {
    await app.refreshResponseRates();
    const response = await app.inject({ method: 'GET', url: `/student/jobs/${listingId}` });
    expect(response.statusCode).toBe(200);
    return studentJobResponse.parse(response.json()).response_rate;
  }

  const answered = (n: number, ago = days(30)): Came[] =>
    Array.from({ length: n }, () => ({ agoMs: ago, decidedAfterMs: days(2) }));
  const unanswered = (n: number, ago = days(30)): Came[] =>
    Array.from({ length: n }, () => ({ agoMs: ago }));

  it('is null below 5 counted applications, and the share from 5 on', async () => {
    expect(await rateShown(await listingWith([...answered(3), ...unanswered(1)]))).toBeNull();
    expect(await rateShown(await listingWith([...answered(4), ...unanswered(1)]))).toEqual({
      percent: 80,
      applications: 5,
    });
    // Rounded down: 2 of 3 answered is 66%, never more than it is.
    expect(await rateShown(await listingWith([...answered(4), ...unanswered(2)]))).toEqual({
      percent: 66,
      applications: 6,
    });
  });

  it('counts a decision on the 14th day as answered, and one a second later as not', async () => {
    const onTheDay = { agoMs: days(30), decidedAfterMs: days(14) };
    const late = { agoMs: days(30), decidedAfterMs: days(14) + SECOND };
    expect(await rateShown(await listingWith([onTheDay, late, ...answered(3)]))).toEqual({
      percent: 80,
      applications: 5,
    });
  });

  it('waits 14 days before counting an application with no answer', async () => {
    // Exactly 14 days old and unanswered: its days are over. A second younger: not known yet.
    const listingId = await listingWith([
      { agoMs: days(14) },
      { agoMs: days(14) - SECOND },
      { agoMs: days(1) },
      ...answered(4),
    ]);
    expect(await rateShown(listingId)).toEqual({ percent: 80, applications: 5 });
    // A young application already answered counts.
    expect(
      await rateShown(
        await listingWith([{ agoMs: days(1), decidedAfterMs: SECOND }, ...answered(4)]),
      ),
    ).toEqual({ percent: 100, applications: 5 });
  });

  it('counts the applications of the last 90 days only', async () => {
    const listingId = await listingWith([
      { agoMs: days(90) },
      { agoMs: days(90) + SECOND },
      { agoMs: days(200) },
      ...answered(4),
    ]);
    expect(await rateShown(listingId)).toEqual({ percent: 80, applications: 5 });
    // The same applications a day later: the oldest left the window, too few are left.
    clock.advance(DAY_MS);
    try {
      expect(await rateShown(listingId)).toBeNull();
    } finally {
      clock.advance(-DAY_MS);
    }
  });

  it('counts a rejection as an answer', async () => {
    const rejected = Array.from({ length: 5 }, () => ({
      agoMs: days(30),
      decidedAfterMs: days(3),
      status: 'rejected' as const,
    }));
    expect(await rateShown(await listingWith(rejected))).toEqual({ percent: 100, applications: 5 });
  });

  it('leaves out one withdrawn before any decision, and counts one withdrawn after', async () => {
    const withdrawnUndecided = { agoMs: days(30), status: 'withdrawn' as const };
    const withdrawnAfter = {
      agoMs: days(30),
      decidedAfterMs: days(1),
      status: 'withdrawn' as const,
    };
    expect(
      await rateShown(
        await listingWith([
          withdrawnUndecided,
          withdrawnUndecided,
          ...answered(3),
          ...unanswered(1),
        ]),
      ),
    ).toBeNull();
    expect(
      await rateShown(
        await listingWith([withdrawnUndecided, withdrawnAfter, ...answered(3), ...unanswered(1)]),
      ),
    ).toEqual({ percent: 80, applications: 5 });
  });

  it('counts one withdrawn with no answer after day 14 as not answered, and not one withdrawn by then', async () => {
    const withdrawnOn = (afterMs: number): Came => ({ agoMs: days(30), withdrawnAfterMs: afterMs });
    expect(await rateShown(await listingWith([withdrawnOn(days(20)), ...answered(4)]))).toEqual({
      percent: 80,
      applications: 5,
    });
    expect(await rateShown(await listingWith([withdrawnOn(days(13)), ...answered(4)]))).toBeNull();
    // The 14th day is the employer's to answer: withdrawn at its end, not counted; a second on,
    // not answered.
    expect(await rateShown(await listingWith([withdrawnOn(days(14)), ...answered(4)]))).toBeNull();
    expect(
      await rateShown(await listingWith([withdrawnOn(days(14) + SECOND), ...answered(4)])),
    ).toEqual({ percent: 80, applications: 5 });
    // Answered in time, then withdrawn late: answered.
    const answeredThenWithdrawn: Came = {
      agoMs: days(30),
      decidedAfterMs: days(2),
      withdrawnAfterMs: days(20),
    };
    expect(await rateShown(await listingWith([answeredThenWithdrawn, ...answered(4)]))).toEqual({
      percent: 100,
      applications: 5,
    });
    // Withdrawn on day 20, but the listing had closed on day 10 (its notice answered them).
    expect(
      await rateShown(await listingWith([withdrawnOn(days(20)), ...answered(4)], days(20))),
    ).toEqual({ percent: 100, applications: 5 });
  });

  it("counts the listing's closing within 14 days as an answer to those still waiting", async () => {
    // Came 30 days ago; the listing closed 20 days ago (day 10 for them): all told.
    expect(await rateShown(await listingWith(unanswered(5), days(20)))).toEqual({
      percent: 100,
      applications: 5,
    });
    // Closed 10 days ago (day 20 for them): too late.
    expect(await rateShown(await listingWith(unanswered(5), days(10)))).toEqual({
      percent: 0,
      applications: 5,
    });
  });

  it('leaves out applications whose resume never arrived', async () => {
    const pending = { agoMs: days(30), decidedAfterMs: days(1), stored: false };
    expect(await rateShown(await listingWith([pending, ...answered(4)]))).toBeNull();
  });
});
