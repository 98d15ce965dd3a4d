import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, questions } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, sessionCookie, TEST_PAY, TODAY } from './fixtures';

describe.each(engines)('creating a listing (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  async function employer(name = 'Harbour Cafe') {
    const id = await createEmployer(app.db, name);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const newListing = {
    title: '  Weekend Barista ',
    category_code: 'HOSP',
    short_preview: 'Coffee on weekends',
    description: 'Make coffee for our Saturday crowd.',
    location: 'Newtown NSW 2042',
    latitude: -33.8978,
    longitude: 151.1795,
    expiry_date: '2026-03-03',
    max_applications: 5,
    questions: [{ text: '  Why us? ' }, { text: '   ' }, { text: 'When can you start?' }],
    pay: TEST_PAY,
  };

  it('creates a listing with trimmed questions, blank ones dropped, in order', async () => {
    const me = await employer();
    const response = await call('POST', '/employer/listings', me.cookie, newListing);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await app.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      employerId: me.id,
      title: 'Weekend Barista',
      categoryCode: 'HOSP',
      expiryDate: '2026-03-03',
      status: 'posted',
      applicationsCount: 0,
    });
    const saved = await app.db
      .select({ position: questions.position, text: questions.text })
      .from(questions)
      .where(eq(questions.listingId, id))
      .orderBy(asc(questions.position));
    expect(saved).toEqual([
      { position: 0, text: 'Why us?' },
      { position: 1, text: 'When can you start?' },
    ]);
    // It is open at once: browse shows it.
    const browse = await app.inject({
      method: 'GET',
      url: '/system/jobs/by-category?category_code=HOSP&limit=50',
    });
    expect(browse.json<{ jobs: { id: string }[] }>().jobs.map((j) => j.id)).toContain(id);
    const typed = await call('POST', '/employer/listings', me.cookie, {
      ...newListing,
      latitude: null,
      longitude: null,
      questions: [],
    });
    expect(typed.statusCode).toBe(201);
  });

  it('refuses each broken rule of a new listing', async () => {
    const me = await employer();
    const cases: [object, string | RegExp][] = [
      [{ title: '   ' }, 'title: This field is required.'],
      [{ location: '' }, 'location: This field is required.'],
      [{ description: ' ' }, 'description: This field is required.'],
      [{ short_preview: 'x'.repeat(121) }, 'short_preview: Must be at most 120 characters.'],
      [{ expiry_date: TODAY }, employerMessages.expiryNotAfterToday],
      [{ expiry_date: '2026-03-01' }, employerMessages.expiryNotAfterToday],
      [{ expiry_date: '2026-02-30' }, /Date input not valid/],
      [{ max_applications: 0 }, /Maximum applications must be a whole number greater than 0/],
      [{ max_applications: 2.5 }, /Maximum applications must be a whole number/],
      [{ latitude: -33.9, longitude: null }, /Latitude and longitude must both be set/],
      [{ latitude: null, longitude: 151.2 }, /Latitude and longitude must both be set/],
      [{ category_code: 'SPACE' }, /category_code/],
      [{ owner: 'someone' }, /unrecognized key/i],
    ];
    for (const [change, detail] of cases) {
      const response = await call('POST', '/employer/listings', me.cookie, {
        ...newListing,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const text = response.json<{ detail: string }>().detail;
      if (typeof detail === 'string') expect(text).toBe(detail);
      else expect(text).toMatch(detail);
    }
    expect(await app.db.$count(listings, eq(listings.employerId, me.id))).toBe(0);
  });
});
