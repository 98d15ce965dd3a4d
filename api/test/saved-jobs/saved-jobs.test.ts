// Saved jobs: a student saves and removes jobs (each twice changes nothing), sees them
// most recently saved first with whether each still takes applications, keyset pages, the ids for
// the toggles and `saved` on the job page; a removed listing cannot be saved; at most
// SAVED_JOBS_MAX; deleting the account deletes them.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SAVED_JOBS_MAX,
  savedJobIdsResponse,
  savedJobMessages,
  savedJobsResponse,
  studentJobResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';

describe.each(engines)('saved jobs (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
    employerId = await createEmployer(app.db, 'Saved Places Co');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string) =>
    app.inject({ method, url, headers: { cookie } });

  async function student() {
    const me = await createStudent(app.db);
    return { ...me, cookie: await sessionCookie(app, me.id) };
  }

  it('saves and removes a job, each twice without change, and shows it on the job page', async () => {
    const me = await student();
    const listing = await createListing(app.db, { employerId, title: 'Kitchen hand' });
    const job = async () =>
      studentJobResponse.parse(
        (await call('GET', `/student/jobs/${listing.id}`, me.cookie)).json(),
      );

    expect((await job()).saved).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const saved = await call('PUT', `/student/saved-jobs/${listing.id}`, me.cookie);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ saved: true });
    }
    expect((await job()).saved).toBe(true);
    const ids = savedJobIdsResponse.parse(
      (await call('GET', '/student/saved-jobs/ids', me.cookie)).json(),
    );
    expect(ids.ids).toEqual([listing.id]);
    // A visitor sees it unsaved; so does another student.
    const visitor = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(studentJobResponse.parse(visitor.json()).saved).toBe(false);
    const other = await student();
    expect(
      studentJobResponse.parse(
        (await call('GET', `/student/jobs/${listing.id}`, other.cookie)).json(),
      ).saved,
    ).toBe(false);
    // Their remove touches only their own list.
    expect(
      (await call('DELETE', `/student/saved-jobs/${listing.id}`, other.cookie)).statusCode,
    ).toBe(200);
    expect((await job()).saved).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const removed = await call('DELETE', `/student/saved-jobs/${listing.id}`, me.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ saved: false });
    }
    expect((await job()).saved).toBe(false);
  });

  it('lists saved jobs most recently saved first, in keyset pages, with their state', async () => {
    const me = await student();
    const open = await createListing(app.db, { employerId, title: 'Open one' });
    const full = await createListing(app.db, {
      employerId,
      title: 'Full one',
      maxApplications: 1,
      applicationsCount: 1,
    });
    const expired = await createListing(app.db, { employerId, title: 'Expired one' });
    const removed = await createListing(app.db, { employerId, title: 'Removed one' });
    const closed = await createListing(app.db, { employerId, title: 'Closed one' });
    for (const listing of [open, full, expired, removed, closed]) {
      clock.advance(1000);
      expect((await call('PUT', `/student/saved-jobs/${listing.id}`, me.cookie)).statusCode).toBe(
        200,
      );
    }
    await app.db.execute(
      sql`update listings set expiry_date = '2026-03-01' where id = ${expired.id}::uuid`,
    );
    await app.db.execute(
      sql`update listings set status = 'removed' where id = ${removed.id}::uuid`,
    );
    await app.db.execute(sql`update listings set status = 'closed' where id = ${closed.id}::uuid`);

    const first = savedJobsResponse.parse(
      (await call('GET', '/student/saved-jobs?limit=3', me.cookie)).json(),
    );
    expect(first.total_saved).toBe(5);
    expect(first.saved_jobs.map((job) => [job.title, job.availability])).toEqual([
      ['Closed one', 'closed'],
      ['Removed one', 'removed'],
      ['Expired one', 'expired'],
    ]);
    expect(first.saved_jobs[0]).toMatchObject({
      business_name: 'Saved Places Co',
      location: 'Newtown NSW 2042',
    });
    const last = first.saved_jobs.at(-1);
    const second = savedJobsResponse.parse(
      (
        await call(
          'GET',
          `/student/saved-jobs?limit=3&before_created_at=${encodeURIComponent(last?.created_at ?? '')}&before_id=${last?.id}`,
          me.cookie,
        )
      ).json(),
    );
    expect(second.saved_jobs.map((job) => [job.title, job.availability])).toEqual([
      ['Full one', 'full'],
      ['Open one', 'open'],
    ]);
  });

  it('refuses a removed or unknown listing, and more than the most', async () => {
    const me = await student();
    const removed = await createListing(app.db, { employerId, status: 'removed' });
    const gone = await call('PUT', `/student/saved-jobs/${removed.id}`, me.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: savedJobMessages.notFound });
    const unknown = await call(
      'PUT',
      '/student/saved-jobs/00000000-0000-4000-8000-000000000000',
      me.cookie,
    );
    expect(unknown.statusCode).toBe(404);

    // Fill up to the most directly, then one more through the API.
    const many = await queryRows<{ id: string }>(
      app.db,
      sql`insert into listings (employer_id, category_code, title, short_preview, description,
          location, expiry_date, max_applications, pay_amount_cents, pay_unit, employment_type,
          hours_min, hours_max)
        select ${employerId}::uuid, 'OTHR', 'Filler ' || n, '', '', 'Sydney', '2026-12-31', 5, 3300,
          'hour', 'casual', 8, 16
        from generate_series(1, ${SAVED_JOBS_MAX}) n returning id`,
    );
    await app.db.execute(
      sql`insert into saved_jobs (user_id, listing_id, created_at)
        select ${me.id}::uuid, id, now() from listings where title like 'Filler %'`,
    );
    expect(many).toHaveLength(SAVED_JOBS_MAX);
    const one = await createListing(app.db, { employerId });
    const over = await call('PUT', `/student/saved-jobs/${one.id}`, me.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: savedJobMessages.tooMany });
    // Saving one already saved still answers saved.
    expect((await call('PUT', `/student/saved-jobs/${many[0]?.id}`, me.cookie)).statusCode).toBe(
      200,
    );
  });

  it('deletes saved jobs and alerts with the account', async () => {
    const me = await student();
    const listing = await createListing(app.db, { employerId });
    await call('PUT', `/student/saved-jobs/${listing.id}`, me.cookie);
    const alert = await app.inject({
      method: 'POST',
      url: '/student/alerts',
      headers: { cookie: me.cookie },
      payload: {
        search: { category_code: null, q: 'chef', place: null, min_hourly_cents: null },
        frequency: 'daily',
      },
    });
    expect(alert.statusCode).toBe(201);
    expect((await call('DELETE', '/student/account', me.cookie)).statusCode).toBe(200);
    const left = await queryRows<{ saved: number; alerts: number }>(
      app.db,
      sql`select (select count(*)::int from saved_jobs where user_id = ${me.id}::uuid) as saved,
        (select count(*)::int from job_alerts where user_id = ${me.id}::uuid) as alerts`,
    );
    expect(left).toEqual([{ saved: 0, alerts: 0 }]);
  });
});
