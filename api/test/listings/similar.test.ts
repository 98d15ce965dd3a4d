import type { FastifyInstance } from 'fastify';
import { similarJobsResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing } from './fixtures';

const url = (id: string) => `/system/jobs/${id}/similar`;
// Newtown (the fixtures' place), Glebe (2 km away) and Penrith (about 50 km west).
const GLEBE = { lat: -33.8797, lng: 151.1848 };
const PENRITH = { lat: -33.7507, lng: 150.6877 };

describe.each(engines)('GET /system/jobs/{id}/similar (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
    employerId = await createEmployer(app.db, 'Glebe Point Diner');
  });
  afterAll(() => app.close());

  it("offers the open jobs of a removed listing's category near it, newest first, at most 3", async () => {
    const removed = await createListing(app.db, {
      employerId,
      status: 'removed',
      createdAt: at('2026-02-01T00:00:00Z'),
    });
    const near = [];
    for (let day = 10; day <= 13; day += 1) {
      near.push(
        await createListing(app.db, {
          employerId,
          title: `Waiter ${day}`,
          ...GLEBE,
          createdAt: at(`2026-02-${day}T00:00:00Z`),
        }),
      );
    }
    // Newer, but each unlike it: another category, far away, or not open.
    const createdAt = at('2026-02-20T00:00:00Z');
    await createListing(app.db, { employerId, category: 'RETL', createdAt });
    await createListing(app.db, { employerId, ...PENRITH, createdAt });
    await createListing(app.db, { employerId, status: 'closed', createdAt });
    await createListing(app.db, { employerId, status: 'pending', createdAt });

    const response = await app.inject({ method: 'GET', url: url(removed.id) });
    expect(response.statusCode, response.body).toBe(200);
    const { jobs } = similarJobsResponse.parse(response.json());
    expect(jobs.map((job) => job.title)).toEqual(['Waiter 13', 'Waiter 12', 'Waiter 11']);
    expect(jobs[0]).toMatchObject({ id: near[3]?.id, company: 'Glebe Point Diner' });
  });

  it('never offers the listing itself while it is open', async () => {
    const other = await createEmployer(app.db, 'Only Cafe');
    const self = await createListing(app.db, {
      employerId: other,
      category: 'OFFC',
      lat: null,
      lng: null,
      createdAt: at('2026-02-25T00:00:00Z'),
    });
    const response = await app.inject({ method: 'GET', url: url(self.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ jobs: [] });
  });

  it('answers 404 for an unknown listing and one held for review', async () => {
    const held = await createListing(app.db, { employerId, status: 'pending' });
    for (const id of [held.id, '7d3c1f8e-2b4a-4c6d-9e0f-1a2b3c4d5e6f']) {
      const response = await app.inject({ method: 'GET', url: url(id) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'This job was not found.' });
    }
  });
});
