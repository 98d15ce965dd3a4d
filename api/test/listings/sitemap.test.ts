import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobsSitemapResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing } from './fixtures';

const URL = '/system/jobs/sitemap';

describe.each(engines)('GET /system/jobs/sitemap (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, {
      clock: clock.now,
      rateLimits: { sitemap: { ip: { max: 3, windowMs: 15 * MINUTE_MS } } },
    });
    employerId = await createEmployer(app.db, 'Surry Hills Deli');
  });
  afterAll(() => app.close());

  it('lists the open listings only, newest first, each dated by its publication', async () => {
    const at = (iso: string) => new Date(iso);
    const older = await createListing(app.db, {
      employerId,
      createdAt: at('2026-02-10T01:00:00.000Z'),
    });
    const newer = await createListing(app.db, {
      employerId,
      createdAt: at('2026-02-20T01:00:00.123Z'),
    });
    // Listings a student cannot apply to, each for its own reason.
    const createdAt = at('2026-02-25T01:00:00.000Z');
    await createListing(app.db, { employerId, createdAt, status: 'pending' }); // held for review
    await createListing(app.db, { employerId, createdAt, status: 'removed' });
    await createListing(app.db, { employerId, createdAt, status: 'expired' });
    await createListing(app.db, { employerId, createdAt, expiryDate: '2026-03-01' }); // past its date
    await createListing(app.db, {
      employerId,
      createdAt,
      maxApplications: 2,
      applicationsCount: 2, // full
    });
    const closed = await createListing(app.db, { employerId, createdAt });
    await app.db
      .update(listings)
      .set({ status: 'closed', closeOutcome: 'filled', closedAt: at('2026-02-28T00:00:00Z') })
      .where(eq(listings.id, closed.id));

    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode, response.body).toBe(200);
    expect(jobsSitemapResponse.parse(response.json())).toEqual({
      jobs: [
        { id: newer.id, last_modified: '2026-02-20T01:00:00.123000Z' },
        { id: older.id, last_modified: '2026-02-10T01:00:00.000000Z' },
      ],
    });
  });

  it('is limited per client: each answer reads every open listing', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    // The first test spent one call of the loopback address; this client has its own three.
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: 'GET', url: URL, headers: client })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: URL, headers: client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});
