// The moderators' tab counts (GET /moderator/counts) against the lists the tabs show, and the
// open reports' reasons each reported listing carries in the queue.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationCountsResponse, ModerationQueueResponse } from 'api-contract';
import { relaxedNetworkPostings } from '../access/rate-limits';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
  sessionCookie,
  TEST_PAY,
} from './fixtures';

const SCAM =
  'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details and TFN.';

describe.each(engines)('moderators’ tab counts (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  let moderatorCookie: string;

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, rateLimits: relaxedNetworkPostings });
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie = moderatorCookie) =>
    app.inject({ method: 'GET', url, headers: { cookie } });

  async function counts() {
    const response = await get('/moderator/counts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationCountsResponse>();
  }

  async function queue(status: 'pending' | 'reported') {
    const response = await get(`/moderator/listings?status=${status}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationQueueResponse>().listings;
  }

  async function report(id: string, reason: string, details = '') {
    const reporter = await createStudent(app.db);
    const response = await app.inject({
      method: 'POST',
      url: `/student/jobs/${id}/report`,
      headers: { cookie: await sessionCookie(app, reporter.id) },
      payload: { reason, details },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('counts what each tab lists, and gives each reported card its reasons', async () => {
    expect(await counts()).toEqual({ pending: 0, reported: 0, messages: 0, requests: 0 });

    const employerId = await createEmployer(app.db, 'Harbour Cafe');
    const held = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie: await sessionCookie(app, employerId) },
      payload: {
        title: 'Weekend Barista',
        category_code: 'HOSP',
        short_preview: 'Coffee on weekends',
        description: SCAM,
        location: 'Newtown NSW 2042',
        latitude: -33.8978,
        longitude: 151.1795,
        expiry_date: '2026-12-31',
        max_applications: 5,
        questions: [],
        pay: TEST_PAY,
      },
    });
    expect(held.json<{ status: string }>().status).toBe('pending');
    const other = await createEmployer(app.db, 'Corner Store');
    const live = await createListing(app.db, { employerId: other, title: 'Night filler' });
    await report(live.id, 'scam');
    await report(live.id, 'misleading', 'The shifts are unpaid.');
    await report(live.id, 'scam');

    const now = await counts();
    expect(now).toEqual({ pending: 1, reported: 1, messages: 0, requests: 0 });
    expect(now.pending).toBe((await queue('pending')).length);
    const [reported] = await queue('reported');
    expect(reported).toMatchObject({
      id: live.id,
      reports: 3,
      report_reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'misleading', count: 1 },
      ],
    });
    // A listing nobody reported carries no reasons of reports.
    expect((await queue('pending'))[0]?.report_reasons).toEqual([]);

    // Reports a decision closed are no longer counted.
    await app.db.execute(
      sql`update listing_reports set resolved_at = now(), outcome = 'dismissed'`,
    );
    expect((await counts()).reported).toBe(0);
  });

  it('answers moderators only', async () => {
    const student = await createStudent(app.db);
    expect((await get('/moderator/counts', await sessionCookie(app, student.id))).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/moderator/counts' })).statusCode).toBe(401);
  });
});
