// The ABN through the API with an ABR key, the register on the loopback (accounts/abr-server.ts):
// a profile save answers at once and the register is asked after; its answer is kept with its
// date, the employer and the moderator read it; a cancelled ABN sends the employer's live
// listings back to review and out of browse, and holds their new ones; the hourly pass asks again
// about answers that are missing, old or about another number. A failed call keeps nothing, and
// no log line holds the key.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  employerProfileResponse,
  jobDetail,
  moderationListingResponse,
  type HoldReason,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbrError } from '../../src/accounts/employers/abr/abr-answer';
import { queryRows } from '../../src/db/client';
import { abnLookups, employers, listingHolds, listings } from '../../src/db/schema';
import { loggerOptions } from '../../src/logger';
import { DAY_MS, HOUR_MS } from '../../src/plugins/time/clock';
import { checkDueAbns } from '../../src/listings/vetting/abn-check';
import { ABNS, startAbrServer, TEST_ABR_GUID, type AbrServer } from '../accounts/abr-server';
import { TestClock } from '../auth-helpers';
import { build, engines, testConfig } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  listingBody,
  OPEN_EXPIRY,
  sessionCookie,
} from './fixtures';

const CANCELLED_REASON: HoldReason = {
  code: 'abn_cancelled',
  kind: 'abn',
  label: 'The ABN is cancelled on the Australian Business Register',
  excerpt: null,
};

describe.each(engines)('ABNs checked with the register (%s)', (engine) => {
  let app: FastifyInstance;
  let register: AbrServer;
  let moderatorCookie: string;
  const clock = new TestClock();
  /** What was logged since a test last emptied it; `allLogs` keeps everything. */
  let logs = '';
  let allLogs = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs += chunk.toString();
      allLogs += chunk.toString();
      callback();
    },
  });

  beforeAll(async () => {
    register = await startAbrServer();
    app = await build(engine, {
      clock: clock.now,
      env: { ABR_GUID: TEST_ABR_GUID, ABR_URL: register.url },
      logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream },
    });
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
  });
  afterAll(async () => {
    await app.close();
    await register.close();
    // Whatever was logged, the key never was.
    expect(allLogs).toContain('ABN lookup failed');
    expect(allLogs).not.toContain(TEST_ABR_GUID);
  });

  async function employer(name: string) {
    const id = await createEmployer(app.db, name);
    const first = await createListing(app.db, { employerId: id });
    const second = await createListing(app.db, { employerId: id, title: 'Waiter' });
    return { id, cookie: await sessionCookie(app, id), listings: [first.id, second.id] };
  }
  const saveAbn = (me: { cookie: string }, name: string, abn: string) =>
    app.inject({
      method: 'PUT',
      url: '/employer/profile',
      headers: { cookie: me.cookie },
      payload: { business_name: name, description: '', abn },
    });
  const profile = async (me: { cookie: string }) =>
    employerProfileResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/employer/profile',
          headers: { cookie: me.cookie },
        })
      ).json(),
    );
  const review = async (listingId: string) =>
    moderationListingResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/moderator/listings/${listingId}`,
          headers: { cookie: moderatorCookie },
        })
      ).json(),
    );
  const statusOf = async (id: string) =>
    (await app.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.s;
  const browseIds = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/system/jobs/by-category?category_code=HOSP&limit=50',
      })
    )
      .json<{ jobs: { id: string }[] }>()
      .jobs.map((job) => job.id);
  const lookupOf = async (employerId: string) =>
    (await app.db.select().from(abnLookups).where(eq(abnLookups.employerId, employerId)))[0];

  it('keeps an active answer: the listings stay live, the job page shows the ABN', async () => {
    const me = await employer('Harbour Lane Cafe');
    const saved = await saveAbn(me, 'Harbour Lane Cafe', '53 000 419 707');
    expect(saved.statusCode, saved.body).toBe(200);
    await app.afterReply.flush();
    expect(await profile(me)).toMatchObject({
      abn: ABNS.activeCompany,
      abn_check: { status: 'active', looked_up_at: clock.now().toISOString() },
    });
    expect(await statusOf(me.listings[0] ?? '')).toBe('posted');
    const page = await app.inject({ method: 'GET', url: `/student/jobs/${me.listings[0]}` });
    expect(jobDetail.parse(page.json()).abn).toBe(ABNS.activeCompany);
    // The register's answer, and the business name matched against its entity name.
    expect(await review(me.listings[0] ?? '')).toMatchObject({
      abn: ABNS.activeCompany,
      abn_register: {
        status: 'active',
        entity_name: 'HARBOUR LANE CAFE PTY. LTD.',
        business_names: [],
        name_matches: true,
      },
    });
    const { looked_up_at: lookedUpAt } = (await review(me.listings[0] ?? '')).abn_register ?? {};
    expect(Date.parse(lookedUpAt ?? '')).toBe(clock.now().getTime());
  });

  it('says when the business name is neither the entity nor one of its business names', async () => {
    const me = await employer('Glebe Mowing & Garden Care');
    await saveAbn(me, 'Glebe Mowing & Garden Care', ABNS.soleTrader);
    await app.afterReply.flush();
    expect((await review(me.listings[0] ?? '')).abn_register).toMatchObject({
      entity_name: 'CITIZEN, JANE MARY',
      business_names: ['Glebe Mowing & Garden Care', 'JANE CITIZEN TUTORING'],
      name_matches: true,
    });
    // Renamed: the kept answer is read against the name the profile shows now.
    await app.inject({
      method: 'PUT',
      url: '/employer/profile',
      headers: { cookie: me.cookie },
      payload: { business_name: 'Best Lawns Sydney', description: '' },
    });
    expect((await review(me.listings[0] ?? '')).abn_register?.name_matches).toBe(false);
  });

  it('asks the register again when the business is renamed, not when only its words change', async () => {
    const me = await employer('Harbour Lane Cafe');
    await saveAbn(me, 'Harbour Lane Cafe', ABNS.activeCompany);
    await app.afterReply.flush();
    const asked = () =>
      register.requests.filter((url) => url.searchParams.get('abn') === ABNS.activeCompany).length;
    const before = asked();
    const put = (body: object) =>
      app.inject({
        method: 'PUT',
        url: '/employer/profile',
        headers: { cookie: me.cookie },
        payload: { description: '', ...body },
      });
    expect(
      (await put({ business_name: 'Harbour Lane Cafe', description: 'Toast.' })).statusCode,
    ).toBe(200);
    await app.afterReply.flush();
    expect(asked()).toBe(before);
    expect((await put({ business_name: 'Harbour Lane Kitchen' })).statusCode).toBe(200);
    await app.afterReply.flush();
    expect(asked()).toBe(before + 1);
    // The moderator reads the new name against the register's fresh answer.
    expect((await profile(me)).abn_check?.status).toBe('active');
    expect((await review(me.listings[0] ?? '')).abn_register?.name_matches).toBe(false);
  });

  it('holds the live listings of a cancelled ABN, out of browse, and each new listing', async () => {
    const me = await employer('Sunny Days Events');
    const saved = await saveAbn(me, 'Sunny Days Events', ABNS.cancelled);
    // The save answers before the register is asked.
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lookupOf(me.id)).toBeUndefined();
    expect(await statusOf(me.listings[0] ?? '')).toBe('posted');
    await app.afterReply.flush();

    for (const id of me.listings) {
      expect(await statusOf(id)).toBe('pending');
      const [hold] = await app.db.select().from(listingHolds).where(eq(listingHolds.listingId, id));
      expect(hold?.reasons).toEqual([CANCELLED_REASON]);
    }
    const browse = await browseIds();
    expect(browse).not.toContain(me.listings[0]);
    expect(browse).not.toContain(me.listings[1]);
    expect((await profile(me)).abn_check?.status).toBe('cancelled');

    const next = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie: me.cookie },
      payload: { ...listingBody({}, OPEN_EXPIRY), title: 'Flyer drop' },
    });
    expect(next.json()).toMatchObject({ status: 'pending' });
    const held = await review(next.json<{ id: string }>().id);
    expect(held.reasons).toEqual([CANCELLED_REASON]);
    expect(held.abn_register).toMatchObject({ status: 'cancelled', name_matches: true });

    // A moderator approves one; the hourly pass a month on finds it still cancelled and leaves
    // the approved listing live (it holds on the news, not on every answer).
    const [first] = me.listings;
    const approved = await app.inject({
      method: 'POST',
      url: `/moderator/listings/${first}/decision`,
      headers: { cookie: moderatorCookie },
      payload: { decision: 'approve', reason: 'Re-registered; new ABN on its way.' },
    });
    expect(approved.json()).toEqual({ status: 'posted' });
    clock.advance(31 * DAY_MS);
    // Sessions do not last a month.
    moderatorCookie = await sessionCookie(app, (await createModerator(app.db)).id);
    me.cookie = await sessionCookie(app, me.id);
    await app.runScheduledTasks();
    expect((await lookupOf(me.id))?.lookedUpAt).toEqual(clock.now());
    expect(await statusOf(first ?? '')).toBe('posted');

    // A new, active ABN: new listings go live again.
    await saveAbn(me, 'Sunny Days Events', ABNS.activeCompany);
    await app.afterReply.flush();
    const after = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie: me.cookie },
      payload: { ...listingBody({}, OPEN_EXPIRY), title: 'Stall helper' },
    });
    expect(after.json()).toMatchObject({ status: 'posted' });
  });

  it('keeps a not-found answer, and nothing for a call that failed', async () => {
    const me = await employer('Nowhere Pty Ltd');
    await saveAbn(me, 'Nowhere Pty Ltd', ABNS.notFound);
    await app.afterReply.flush();
    expect((await profile(me)).abn_check?.status).toBe('not_found');
    expect(await review(me.listings[0] ?? '')).toMatchObject({
      abn_register: { status: 'not_found', entity_name: null, name_matches: false },
    });

    logs = '';
    await saveAbn(me, 'Nowhere Pty Ltd', ABNS.garbled);
    await app.afterReply.flush();
    // The earlier answer was about another number: nothing is shown for this one.
    expect((await profile(me)).abn_check).toBeNull();
    expect((await review(me.listings[0] ?? '')).abn_register).toBeNull();
    expect(logs).toContain('ABN lookup failed');
    expect(logs).toContain('"problem":"garbled"');
  });

  it('answers a save at once while the register is slow, and keeps nothing when it times out', async () => {
    const me = await employer('Slow Lane Cafe');
    const started = Date.now();
    const saved = await saveAbn(me, 'Slow Lane Cafe', ABNS.slow);
    expect(saved.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    logs = '';
    await app.afterReply.flush();
    expect(logs).toContain('"problem":"timeout"');
    expect((await profile(me)).abn_check).toBeNull();
    expect(await lookupOf(me.id)).toBeUndefined();
  });

  it('asks again in its hourly pass about answers missing, a month old or about another number', async () => {
    // Only this test's employers have an ABN (the slow one above would end the pass).
    await app.db.update(employers).set({ abn: null });
    const never = await createEmployer(app.db, 'Never Asked');
    const old = await createEmployer(app.db, 'Asked Long Ago');
    const other = await createEmployer(app.db, 'Asked About Another');
    const fresh = await createEmployer(app.db, 'Asked Yesterday');
    const none = await createEmployer(app.db, 'No ABN');
    const set = (id: string, abn: string) =>
      app.db.update(employers).set({ abn }).where(eq(employers.userId, id));
    await set(never, ABNS.activeCompany);
    await set(old, ABNS.soleTrader);
    await set(other, ABNS.soleTrader);
    await set(fresh, ABNS.soleTrader);
    const answered = (id: string, abn: string, ageMs: number) =>
      app.db.insert(abnLookups).values({
        employerId: id,
        abn,
        status: 'active',
        entityName: 'X',
        businessNames: [],
        lookedUpAt: new Date(clock.now().getTime() - ageMs),
      });
    await answered(old, ABNS.soleTrader, 31 * DAY_MS);
    await answered(other, ABNS.activeCompany, HOUR_MS);
    await answered(fresh, ABNS.soleTrader, DAY_MS);

    clock.advance(HOUR_MS);
    const asked = register.requests.length;
    await app.runScheduledTasks();
    for (const id of [never, old, other]) {
      expect((await lookupOf(id))?.lookedUpAt, id).toEqual(clock.now());
    }
    expect((await lookupOf(other))?.abn).toBe(ABNS.soleTrader);
    expect((await lookupOf(fresh))?.lookedUpAt).not.toEqual(clock.now());
    expect(await lookupOf(none)).toBeUndefined();
    expect(register.requests.length - asked).toBe(3);
  });

  it('ends a pass at its first failed call: the others wait for the next', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      const id = await createEmployer(app.db, name);
      await app.db
        .update(employers)
        .set({ abn: ABNS.activeCompany })
        .where(eq(employers.userId, id));
    }
    const asked: string[] = [];
    const down = {
      lookUp: (abn: string) => {
        asked.push(abn);
        return Promise.reject(
          new AbrError('unreachable', 'The register could not be reached (ECONNREFUSED)'),
        );
      },
    };
    logs = '';
    const done = await checkDueAbns(app.db, down, { now: clock.now, log: app.log });
    expect(done).toEqual({ checked: 0, held: 0 });
    expect(asked).toHaveLength(1);
    expect(logs).toContain('ECONNREFUSED');
    const [waiting] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${employers}
        where ${employers.abn} is not null and not exists (select 1 from ${abnLookups}
          where ${abnLookups.employerId} = ${employers.userId})`,
    );
    expect(waiting?.n).toBeGreaterThanOrEqual(3);
  });
});
