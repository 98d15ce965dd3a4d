// The 5xx and off-contract answers the schema fuzzing found, pinned as plain examples so they
// stay fixed whatever the generators produce in future.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { NUL_DETAIL } from '../../src/plugins/app/reject-nul';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createStudent,
  sessionCookie,
  TEST_PAY,
} from '../listings/fixtures';

describe.each(engines)('schema fuzzing finds (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine);
  });
  afterAll(() => app.close());

  it('refuses a NUL character with 400 instead of failing the query', async () => {
    const student = await createStudent(app.db);
    const cookie = await sessionCookie(app, student.id);
    const calls = [
      { method: 'POST', url: '/auth/signup/email', payload: { email: 'a\u0000b@uni.example.edu' } },
      { method: 'POST', url: '/auth/reset/request', payload: { email: 'a@uni.example\u0000.edu' } },
      {
        method: 'PUT',
        url: '/student/profile',
        payload: {
          university: '\u0000',
          degree: '',
          about: '',
          experience: '',
          other_qualifications: '',
          qualifications: [],
        },
      },
      { method: 'GET', url: '/places/autocomplete?input=new%00town' },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { cookie } });
      expect(res.statusCode, call.url).toBe(400);
      expect(res.json()).toEqual({ detail: NUL_DETAIL });
    }
  });

  it('answers a malformed percent escape in the path with the contract error shape', async () => {
    for (const url of ['/student/jobs/%', '/employer/applications/%zz/status']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(errorResponse.safeParse(res.json()).success).toBe(true);
    }
  });

  it('browses around a subnormal coordinate, and stores listing coordinates on the grid', async () => {
    const browse = await app.inject({
      url: '/system/jobs/by-category?category_code=HOSP&lat=5e-324&long=0',
    });
    expect(browse.statusCode).toBe(200);

    const employerId = await createEmployer(app.db);
    await createListing(app.db, { employerId, lat: 0, lng: 0 });
    const created = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie: await sessionCookie(app, employerId) },
      payload: {
        title: 'Barista',
        category_code: 'HOSP',
        short_preview: 'Coffee',
        description: 'Make coffee.',
        location: 'Null Island',
        latitude: 5e-324,
        longitude: -33.86880004,
        expiry_date: '2099-12-31',
        max_applications: 3,
        questions: [],
        pay: TEST_PAY,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const [row] = await app.db
      .select({ lat: listings.latitude, lng: listings.longitude })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row).toEqual({ lat: 0, lng: -33.8688 });
    const near = await app.inject({
      url: '/system/jobs/by-category?category_code=HOSP&lat=0&long=1e-300&radius_km=50',
    });
    expect(near.statusCode).toBe(200);
  });
});
