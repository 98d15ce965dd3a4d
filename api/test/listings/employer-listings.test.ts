import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employerListingsResponse, type EmployerListing } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { listings } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { TestClock } from '../auth-helpers';
import { createApplication } from '../applications/fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie, TODAY } from './fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('employer listings (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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

  it('pages its own listings newest first with the status their life gives them', async () => {
    const me = await employer();
    const stranger = await employer();
    await createListing(app.db, { employerId: stranger.id });
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const at = (i: number) => new Date(base + i * 60_000);
    const posted = await createListing(app.db, { employerId: me.id, createdAt: at(1) });
    const expired = await createListing(app.db, {
      employerId: me.id,
      createdAt: at(2),
      expiryDate: '2026-03-01',
    });
    const lastDay = await createListing(app.db, {
      employerId: me.id,
      createdAt: at(3),
      expiryDate: TODAY,
    });
    const full = await createListing(app.db, {
      employerId: me.id,
      createdAt: at(4),
      maxApplications: 1,
    });
    await createApplication(app, {
      listingId: full.id,
      studentId: (await createStudent(app.db)).id,
    });
    const removed = await createListing(app.db, {
      employerId: me.id,
      createdAt: at(5),
      status: 'removed',
      expiryDate: '2026-01-01',
    });
    const pending = await createListing(app.db, {
      employerId: me.id,
      createdAt: at(6),
      status: 'pending',
    });
    const extra = [];
    for (let i = 7; i < 12; i += 1) {
      extra.push(await createListing(app.db, { employerId: me.id, createdAt: at(i) }));
    }
    const seen: EmployerListing[] = [];
    let query = '?limit=5';
    for (;;) {
      const response = await call('GET', `/employer/listings${query}`, me.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const body = employerListingsResponse.parse(response.json());
      expect(body.total_listings).toBe(11);
      seen.push(...body.listings);
      const last = body.listings.at(-1);
      if (body.listings.length < 5 || !last) break;
      query = `?limit=5&before_created_at=${encodeURIComponent(last.created_at)}&before_id=${last.id}`;
    }
    expect(seen.map((l) => l.id)).toEqual(
      [...extra.reverse(), pending, removed, full, lastDay, expired, posted].map((l) => l.id),
    );
    const status = Object.fromEntries(seen.map((l) => [l.id, l.status]));
    expect(status[posted.id]).toBe('posted');
    expect(status[expired.id]).toBe('expired');
    expect(status[lastDay.id]).toBe('posted');
    expect(status[full.id]).toBe('closed');
    expect(status[removed.id]).toBe('removed');
    expect(status[pending.id]).toBe('pending');
    expect(seen.find((l) => l.id === full.id)).toMatchObject({
      applications_count: 1,
      expiry_date: '2026-12-31',
      title: 'Barista',
    });
  });

  it('removes its own live listing only; removed leaves browse and refuses applications', async () => {
    const me = await employer();
    const other = await employer();
    const listing = await createListing(app.db, { employerId: me.id });
    const del = (cookie: string, id: string) => call('DELETE', `/employer/listings/${id}`, cookie);

    const foreign = await del(other.cookie, listing.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: employerMessages.listingNotFound });
    expect((await del(me.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [still] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(still?.status).toBe('posted');

    expect((await del(me.cookie, listing.id)).json()).toEqual({ ok: true });
    const again = await del(me.cookie, listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: employerMessages.listingRemoved });

    const expired = await createListing(app.db, { employerId: me.id, expiryDate: '2026-03-01' });
    const refused = await del(me.cookie, expired.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: employerMessages.listingExpired });

    const browse = await app.inject({
      method: 'GET',
      url: '/system/jobs/by-category?category_code=HOSP&limit=50',
    });
    expect(browse.json<{ jobs: { id: string }[] }>().jobs.map((j) => j.id)).not.toContain(
      listing.id,
    );
    const student = await sessionCookie(app, (await createStudent(app.db)).id);
    const apply = await app.inject({
      method: 'POST',
      url: '/student/jobs/apply',
      headers: { cookie: student },
      payload: {
        job_id: listing.id,
        questions: [],
        answers: [],
        resume_filename: 'cv.pdf',
        preferred_email: 'me@uni.example.edu',
      },
    });
    expect(apply.statusCode).toBe(404);
    expect(apply.json()).toEqual({ detail: applyMessages.jobNotFound });
    // Its history stays: the row is kept, shown as removed.
    const mine = await call('GET', '/employer/listings?limit=50', me.cookie);
    expect(
      employerListingsResponse.parse(mine.json()).listings.find((l) => l.id === listing.id)?.status,
    ).toBe('removed');
  });
});
