import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobsByCategoryResponse, type JobCard } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, TEST_PAY, TEST_PAY_COLUMNS, TODAY } from './fixtures';

const URL = '/system/jobs/by-category';

/** Reference great-circle distance, written independently of src/places/geo.ts. */
function referenceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(engines)('GET /system/jobs/by-category (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
    employerId = await createEmployer(app.db, 'Bondi Bakery');
  });
  afterAll(() => app.close());

  async function page(query: Record<string, string | number>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const response = await app.inject({ method: 'GET', url: `${URL}?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return jobsByCategoryResponse.parse(response.json());
  }

  /** Every card of a query, following the cursor. */
  async function all(query: Record<string, string | number>, limit = 50): Promise<JobCard[]> {
    const cards: JobCard[] = [];
    let cursor: Record<string, string> = {};
    for (let guard = 0; guard < 100; guard += 1) {
      const result = await page({ ...query, limit, ...cursor });
      cards.push(...result.jobs);
      const last = result.jobs.at(-1);
      if (!result.has_more || !last) return cards;
      cursor = { before_created_at: last.created_at, before_id: last.id };
    }
    throw new Error('too many pages');
  }

  it('shows only open listings of the category, newest first, as cards', async () => {
    const base = Date.parse('2026-02-01T00:00:00Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const open = await createListing(app.db, {
      employerId,
      category: 'RETL',
      title: 'Open',
      createdAt: at(1),
    });
    const lastDay = await createListing(app.db, {
      employerId,
      category: 'RETL',
      title: 'Last day',
      expiryDate: TODAY,
      createdAt: at(2),
    });
    const almostFull = await createListing(app.db, {
      employerId,
      category: 'RETL',
      maxApplications: 3,
      applicationsCount: 2,
      createdAt: at(3),
    });
    const excluded = [
      { expiryDate: '2026-03-01' },
      { maxApplications: 3, applicationsCount: 3 },
      { status: 'removed' as const },
      { status: 'pending' as const },
      { status: 'closed' as const },
      { category: 'OFFC' as const },
    ];
    for (const [index, extra] of excluded.entries()) {
      await createListing(app.db, {
        employerId,
        category: 'RETL',
        createdAt: at(10 + index),
        ...extra,
      });
    }
    const result = await page({ category_code: 'RETL', limit: 10 });
    expect(result.jobs.map((j) => j.id)).toEqual([almostFull.id, lastDay.id, open.id]);
    expect(result.has_more).toBe(false);
    expect(result.jobs[2]).toEqual({
      id: open.id,
      title: 'Open',
      company: 'Bondi Bakery',
      short_preview: 'Weekend shifts',
      location: 'Newtown NSW 2042',
      expiry: '2026-12-31',
      applications: 0,
      max_applications: 10,
      created_at: '2026-02-01T00:01:00.000000Z',
      pay: { ...TEST_PAY, hourly_cents: TEST_PAY.amount_cents },
    });
    expect(result.jobs[0]).toMatchObject({ applications: 2, max_applications: 3 });
  });

  it('keeps only listings paying at least min_hourly_cents an hour, a gig by its hourly equivalent', async () => {
    const employerId = await createEmployer(app.db, 'Pay Filter Co');
    // Without coordinates, so the radius test below still owns every located OTHR listing.
    const unlocated = { employerId, category: 'OTHR', lat: null, lng: null } as const;
    const low = await createListing(app.db, { ...unlocated, hourlyCents: 3350 });
    const high = await createListing(app.db, { ...unlocated, hourlyCents: 4000 });
    const [gig] = await app.db
      .insert(listings)
      .values({
        employerId,
        categoryCode: 'OTHR',
        title: 'One-off gig',
        shortPreview: 'A Saturday',
        description: 'Help at a market stall.',
        location: 'Newtown NSW 2042',
        expiryDate: '2026-12-31',
        maxApplications: 5,
        ...TEST_PAY_COLUMNS,
        payAmountCents: 24000,
        payUnit: 'gig',
        employmentType: 'one_off',
        hoursMin: 6,
        hoursMax: 6,
      })
      .returning({ id: listings.id });
    const ids = async (min?: number) =>
      (
        await page({
          category_code: 'OTHR',
          limit: 20,
          ...(min ? { min_hourly_cents: String(min) } : {}),
        })
      ).jobs
        .filter((job) => [low.id, high.id, gig?.id].includes(job.id))
        .map((job) => job.id)
        .sort();
    expect(await ids()).toEqual([low.id, high.id, gig?.id].sort());
    expect(await ids(3400)).toEqual([high.id, gig?.id].sort());
    expect(await ids(4000)).toEqual([high.id, gig?.id].sort());
    expect(await ids(4001)).toEqual([]);
    const gigCard = (await page({ category_code: 'OTHR', limit: 20 })).jobs.find(
      (j) => j.id === gig?.id,
    );
    expect(gigCard?.pay).toMatchObject({ unit: 'gig', amount_cents: 24000, hourly_cents: 4000 });
  });

  it('says has_more exactly', async () => {
    for (let i = 0; i < 4; i += 1) {
      await createListing(app.db, {
        employerId,
        category: 'EVNT',
        createdAt: new Date(Date.UTC(2026, 0, 1, i)),
      });
    }
    expect((await page({ category_code: 'EVNT', limit: 4 })).has_more).toBe(false);
    expect((await page({ category_code: 'EVNT', limit: 3 })).has_more).toBe(true);
    const first = await page({ category_code: 'EVNT', limit: 3 });
    const last = first.jobs.at(-1);
    if (!last) throw new Error('empty page');
    const rest = await page({
      category_code: 'EVNT',
      limit: 3,
      before_created_at: last.created_at,
      before_id: last.id,
    });
    expect(rest.jobs).toHaveLength(1);
    expect(rest.has_more).toBe(false);
  });

  it('pages by keyset without skipping or repeating while listings arrive', async () => {
    const initial = new Set<string>();
    // Ten timestamps, three listings each: ties on created_at are broken by id.
    for (let i = 0; i < 30; i += 1) {
      const { id } = await createListing(app.db, {
        employerId,
        category: 'PHYS',
        createdAt: new Date(Date.UTC(2026, 1, 1 + Math.floor(i / 3))),
      });
      initial.add(id);
    }
    // Two more inside one millisecond: the cursor must keep microseconds.
    for (const micros of [100, 900]) {
      const { id } = await createListing(app.db, { employerId, category: 'PHYS' });
      await app.db
        .update(listings)
        .set({
          createdAt: sql`'2026-02-05T12:00:00.000000Z'::timestamptz + make_interval(secs => ${micros / 1e6})`,
        })
        .where(eq(listings.id, id));
      initial.add(id);
    }

    const seen: JobCard[] = [];
    let cursor: Record<string, string> = {};
    let arrivals = 0;
    for (let guard = 0; guard < 50; guard += 1) {
      // Listings arrive between and during page fetches, at "now".
      const [result] = await Promise.all([
        page({ category_code: 'PHYS', limit: 4, ...cursor }),
        createListing(app.db, { employerId, category: 'PHYS', createdAt: new Date() }).then(() => {
          arrivals += 1;
        }),
        app.db.insert(listings).values({
          id: randomUUID(),
          employerId,
          categoryCode: 'PHYS',
          title: 'Same instant as a cursor row',
          shortPreview: '',
          description: '',
          location: '',
          expiryDate: '2026-12-31',
          maxApplications: 1,
          createdAt: new Date(Date.UTC(2026, 1, 3)),
          ...TEST_PAY_COLUMNS,
        }),
      ]);
      seen.push(...result.jobs);
      const last = result.jobs.at(-1);
      if (!result.has_more || !last) break;
      cursor = { before_created_at: last.created_at, before_id: last.id };
    }
    expect(arrivals).toBeGreaterThan(5);
    const ids = seen.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of initial) expect(ids).toContain(id);
    // Strictly descending by (created_at, id): the order the cursor relies on.
    for (let i = 1; i < seen.length; i += 1) {
      const [a, b] = [seen[i - 1], seen[i]];
      if (!a || !b) throw new Error('gap');
      const before = a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);
      expect(before, `${a.created_at} ${a.id} then ${b.created_at} ${b.id}`).toBe(true);
    }
  });

  it('returns exactly the listings within the radius (reference haversine)', async () => {
    const next = random(42);
    const points = new Map<string, { lat: number; lng: number } | null>();
    for (let i = 0; i < 300; i += 1) {
      const withCoordinates = next() > 0.1;
      const lat = -33.8688 + (next() - 0.5) * 1.2;
      const lng = 151.2093 + (next() - 0.5) * 1.2;
      const { id } = await createListing(app.db, {
        employerId,
        category: 'OTHR',
        lat: withCoordinates ? lat : null,
        lng: withCoordinates ? lng : null,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      });
      points.set(id, withCoordinates ? { lat, lng } : null);
    }
    for (let trial = 0; trial < 8; trial += 1) {
      const lat = -33.8688 + (next() - 0.5) * 0.6;
      const lng = 151.2093 + (next() - 0.5) * 0.6;
      const radius = [2, 5, 10, 20, 50][trial % 5] ?? 5;
      const cards = await all({ category_code: 'OTHR', lat, long: lng, radius_km: radius });
      const found = new Set(cards.map((j) => j.id));
      // Each card says how far it is, to a tenth of a kilometre.
      for (const card of cards) {
        const point = points.get(card.id);
        if (!point) throw new Error('a card without coordinates');
        const km = referenceKm(lat, lng, point.lat, point.lng);
        expect(card.distance_km, card.id).toBeCloseTo(km, 1);
      }
      let inside = 0;
      for (const [id, point] of points) {
        if (!point) {
          expect(found.has(id)).toBe(false);
          continue;
        }
        const distance = referenceKm(lat, lng, point.lat, point.lng);
        // Only points a micrometre from the circle may go either way (float rounding).
        if (Math.abs(distance - radius) < 1e-9) continue;
        expect(found.has(id), `${id} at ${distance} km, radius ${radius}`).toBe(distance < radius);
        if (distance < radius) inside += 1;
      }
      expect(found.size).toBe(inside);
    }
  });

  it('says no distance without a place', async () => {
    const here = await createListing(app.db, {
      employerId,
      category: 'EVNT',
      lat: -33.87,
      lng: 151.21,
      createdAt: clock.now(),
    });
    const { jobs } = await page({ category_code: 'EVNT' });
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job).not.toHaveProperty('distance_km');
    const near = await page({ category_code: 'EVNT', lat: -33.87, long: 151.21, q: 'barista' });
    expect(near.jobs.find((job) => job.id === here.id)?.distance_km).toBe(0);
  });

  it('crosses the antimeridian', async () => {
    const east = await createListing(app.db, {
      employerId,
      category: 'OFFC',
      lat: -16.5,
      lng: 179.95,
    });
    const west = await createListing(app.db, {
      employerId,
      category: 'OFFC',
      lat: -16.5,
      lng: -179.95,
    });
    const found = await all({ category_code: 'OFFC', lat: -16.5, long: 179.99, radius_km: 20 });
    expect(found.map((j) => j.id).sort()).toEqual([east.id, west.id].sort());
  });

  it('refuses a bad query with a detail', async () => {
    for (const query of [
      'category_code=NOPE',
      'category_code=HOSP&limit=51',
      'category_code=HOSP&limit=0',
      'category_code=HOSP&before_id=00000000-0000-4000-8000-000000000000',
      'category_code=HOSP&lat=-33',
      'category_code=HOSP&lat=-33&long=151&radius_km=1000',
    ]) {
      const response = await app.inject({ method: 'GET', url: `${URL}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail).not.toBe('');
    }
  });
});
