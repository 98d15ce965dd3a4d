// Pay and hours on every listing, the legal-minimum check when posting, and what the
// views show (the employer's listings, browse, the job page with the employer's review time, the
// student's applications with each listing's state).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateListingRequestInput } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { DAY_MS } from '../../src/plugins/time/clock';
import { relaxedNetworkPostings } from '../access/rate-limits';
import { createApplication } from '../applications/fixtures';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createStudent,
  listingBody,
  sessionCookie,
} from './fixtures';

type Pay = CreateListingRequestInput['pay'];

describe.each(engines)('pay and hours (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  let employerId: string;
  let cookie: string;

  beforeAll(async () => {
    // One employer posts many listings here; the posting limits (per employer and per network)
    // have tests of their own.
    const many = { perHour: 1000, perDay: 1000, open: 1000 };
    app = await build(engine, {
      clock: clock.now,
      postingLimits: { newEmployer: many, established: many },
      rateLimits: relaxedNetworkPostings,
    });
    employerId = await createEmployer(app.db, 'Pay Check Cafe');
    cookie = await sessionCookie(app, employerId);
  });
  afterAll(() => app.close());

  // TestClock's today is 2026-03-02, in the 2025–26 year of the table ($24.95, casual $31.19).
  const post = (pay: Partial<Pay>, expiry = '2026-04-30') =>
    app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: listingBody(pay, expiry),
    });

  it('stores the pay and hours and shows them in every view of the listing', async () => {
    const created = await post({ schedule: ' Sat and Sun mornings ', hours_min: 8, hours_max: 12 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const expected = {
      amount_cents: 3450,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 8,
      hours_max: 12,
      schedule: 'Sat and Sun mornings',
      junior_rates: false,
      hourly_cents: 3450,
    };
    const mine = await app.inject({
      method: 'GET',
      url: '/employer/listings?limit=50',
      headers: { cookie },
    });
    expect(
      mine.json<{ listings: { id: string; pay: unknown }[] }>().listings.find((l) => l.id === id)
        ?.pay,
    ).toEqual(expected);
    const job = await app.inject({ method: 'GET', url: `/student/jobs/${id}` });
    expect(job.json<{ pay: unknown }>().pay).toEqual(expected);
    const browse = await app.inject({
      method: 'GET',
      url: '/system/jobs/by-category?category_code=HOSP&limit=50',
    });
    expect(
      browse.json<{ jobs: { id: string; pay: unknown }[] }>().jobs.find((j) => j.id === id)?.pay,
    ).toEqual(expected);
  });

  it('refuses a casual rate below $31.19, naming the minimum, its date and source, and keeps nothing', async () => {
    const before = await app.db.select({ id: listings.id }).from(listings);
    const refused = await post({ amount_cents: 3118 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        "Pay must be at least $31.19 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2025, set by the Fair Work Commission's Annual Wage Review 2024–25. If junior rates apply, say so on the listing.",
    });
    expect(await app.db.select({ id: listings.id }).from(listings)).toHaveLength(before.length);
    expect((await post({ amount_cents: 3119 })).statusCode).toBe(201);
  });

  it('holds part-time and fixed-term work to $24.95, one-off gigs to the casual rate by their hourly equivalent', async () => {
    expect((await post({ employment_type: 'part_time', amount_cents: 2494 })).statusCode).toBe(400);
    expect((await post({ employment_type: 'fixed_term', amount_cents: 2495 })).statusCode).toBe(
      201,
    );
    const gig = { unit: 'gig', employment_type: 'one_off', hours_min: 5, hours_max: 6 } as const;
    // $187 over at most 6 hours is $31.16 an hour.
    expect((await post({ ...gig, amount_cents: 18700 })).statusCode).toBe(400);
    const paid = await post({ ...gig, amount_cents: 18720 });
    expect(paid.statusCode).toBe(201);
    const [row] = await app.db
      .select({ hourly: listings.hourlyCents })
      .from(listings)
      .where(eq(listings.id, paid.json<{ id: string }>().id));
    expect(row?.hourly).toBe(3120);
  });

  it('with junior rates, accepts less than the adult minimum down to the under-16 band', async () => {
    expect((await post({ amount_cents: 1500 })).statusCode).toBe(400);
    expect((await post({ amount_cents: 1500, junior_rates: true })).statusCode).toBe(201);
    const tooLow = await post({ amount_cents: 1147, junior_rates: true });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json<{ detail: string }>().detail).toMatch(
      /^Pay must be at least \$11\.48 an hour for casual work even at junior rates: 36\.8% of the national minimum wage/,
    );
  });

  it('checks a listing that runs past 1 July against the new rate, from its day on', async () => {
    // The 2025–26 rate was $31.19 casual; from 1 July 2026 it is $33.05.
    expect((await post({ amount_cents: 3200 }, '2026-06-30')).statusCode).toBe(201);
    const crossing = await post({ amount_cents: 3200 }, '2026-07-01');
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json<{ detail: string }>().detail).toMatch(/^Pay must be at least \$33\.05 /);
  });

  it.each([
    [{ hours_min: 12, hours_max: 10 }, 'The most hours must not be fewer than the fewest.'],
    [
      { unit: 'gig' as const },
      'A fixed amount is for one-off gigs; other jobs state an hourly rate.',
    ],
    [{ hours_min: 0.25 }, 'Hours must be between 0.5 and 80, in half hours.'],
    [{ amount_cents: 0 }, 'Enter the pay in dollars and cents, more than $0.'],
  ])('refuses %j with a clear message', async (pay, message) => {
    const refused = await post(pay);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain(message);
  });

  it("shows each application's pay and its listing's state in the student's list", async () => {
    const { id: studentId } = await createStudent(app.db);
    const studentCookie = await sessionCookie(app, studentId);
    const states = {
      open: await createListing(app.db, { employerId, title: 'Open one', hourlyCents: 3600 }),
      full: await createListing(app.db, { employerId, title: 'Full one', maxApplications: 1 }),
      expired: await createListing(app.db, {
        employerId,
        title: 'Expired one',
        expiryDate: '2026-03-01',
      }),
      removed: await createListing(app.db, { employerId, title: 'Removed one', status: 'removed' }),
    };
    for (const listing of Object.values(states)) {
      await createApplication(app, { listingId: listing.id, studentId });
    }
    const list = await app.inject({
      method: 'GET',
      url: '/student/applications?limit=10',
      headers: { cookie: studentCookie },
    });
    const jobs = list
      .json<{
        applications: {
          job: { title: string; availability: string; pay: { hourly_cents: number } };
        }[];
      }>()
      .applications.map((a) => [a.job.title, a.job.availability, a.job.pay.hourly_cents]);
    expect(jobs.sort()).toEqual(
      [
        ['Expired one', 'expired', 3450],
        ['Full one', 'full', 3450],
        ['Open one', 'open', 3600],
        ['Removed one', 'removed', 3450],
      ].sort(),
    );
  });

  it('says how long the employer usually takes to review, from their real decisions, once there are enough', async () => {
    const reviewer = await createEmployer(app.db, 'Quick Reviewer');
    const listing = await createListing(app.db, { employerId: reviewer, maxApplications: 20 });
    const jobPage = async () =>
      (await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` })).json<{
        usual_review_days: number | null;
      }>().usual_review_days;
    // A session of its own per decision: the clock moves by days in between.
    const decide = async (id: string) =>
      app.inject({
        method: 'POST',
        url: `/employer/applications/${id}/status`,
        headers: { cookie: await sessionCookie(app, reviewer) },
        payload: { new_status: 'seen' },
      });
    const applied: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { id: studentId } = await createStudent(app.db);
      applied.push(
        (await createApplication(app, { listingId: listing.id, studentId, createdAt: clock.now() }))
          .id,
      );
    }
    expect(await jobPage()).toBeNull();
    clock.advance(1.5 * DAY_MS);
    for (const id of applied.slice(0, 4)) expect((await decide(id)).statusCode).toBe(200);
    // Four decisions are too few to say.
    expect(await jobPage()).toBeNull();
    expect((await decide(applied[4] ?? '')).statusCode).toBe(200);
    expect(await jobPage()).toBe(2);
    // Applications left waiting for weeks count against the claim.
    for (let i = 0; i < 2; i += 1) {
      const { id: studentId } = await createStudent(app.db);
      await createApplication(app, { listingId: listing.id, studentId, createdAt: clock.now() });
    }
    clock.advance(8 * DAY_MS);
    // The figure is kept, not computed per view: the hourly pass ages it.
    expect(await jobPage()).toBe(2);
    await app.runScheduledTasks();
    expect(await jobPage()).toBeNull();
  });
});
