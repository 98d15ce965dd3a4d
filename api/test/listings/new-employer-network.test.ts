// Posting limits count per employer, and a new employer's account costs nothing: three new
// employer accounts of the review posted 14 listings within a minute from one address. The
// listings of new employers are now counted per client network too, with one new employer's
// figures (5 an hour, 10 a day): new accounts on one network share one new employer's budget. An
// established employer is not counted, and another network has a budget of its own.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingLimitMessages } from 'api-contract';
import { queryRows } from '../../src/db/client';
import { DAY_MS, HOUR_MS } from '../../src/plugins/time/clock';
import { TestClock } from '../auth-helpers';
import { build } from '../helper';
import { limitStores, useLimitStore } from '../limit-stores';
import { createEmployer, listingBody, OPEN_EXPIRY, sessionCookie } from './fixtures';

describe.each(limitStores)('new employers per network (%s, %s store)', (engine, store) => {
  const clock = new TestClock();
  const storeEnv = useLimitStore(store);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: storeEnv() });
  });
  afterAll(() => app.close());

  /** An employer whose account is `ageMs` old; its id. */
  async function employer(ageMs: number): Promise<string> {
    const id = await createEmployer(app.db);
    const joined = new Date(clock.now().getTime() - ageMs).toISOString();
    await app.db.execute(
      sql`update users set created_at = ${joined}::timestamptz where id = ${id}::uuid`,
    );
    return id;
  }
  const newEmployer = () => employer(DAY_MS);
  const establishedEmployer = () => employer(30 * DAY_MS);

  let posts = 0;
  /** `employerId` posts a listing from `network`, signed in afresh (the clock moves). */
  async function post(employerId: string, network: string) {
    posts += 1;
    return app.inject({
      method: 'POST',
      url: '/employer/listings',
      payload: { ...listingBody({}, OPEN_EXPIRY), title: `Weekend shift ${posts}` },
      headers: { cookie: await sessionCookie(app, employerId) },
      remoteAddress: network,
    });
  }
  async function listingsOf(ids: string[]): Promise<number> {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from listings where employer_id in (${list})`,
    );
    return row?.n ?? 0;
  }

  it('stops three new employers on one network at one new employer’s hourly budget', async () => {
    const network = '203.0.113.70';
    const fresh = [await newEmployer(), await newEmployer(), await newEmployer()];
    // The review's burst: the three accounts by turns, 15 listings within a minute.
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1)
      for (const id of fresh) statuses.push((await post(id, network)).statusCode);
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(10).fill(429)]);
    const refused = await post(fresh[2] ?? '', network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: postingLimitMessages.perHour(5) });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await listingsOf(fresh)).toBe(5);

    // An established employer on the same network is not counted.
    const chain = await establishedEmployer();
    for (let i = 0; i < 3; i += 1) expect((await post(chain, network)).statusCode).toBe(201);
    // A new employer on another network has its own budget.
    expect((await post(await newEmployer(), '198.51.100.70')).statusCode).toBe(201);
    // A new employer who joins the first network meets its spent budget.
    expect((await post(await newEmployer(), network)).statusCode).toBe(429);
  });

  it.skipIf(store === 'redis')('gives them one new employer’s daily budget too', async () => {
    const network = '203.0.113.71';
    const fresh = [await newEmployer(), await newEmployer(), await newEmployer()];
    const burst = async (count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1)
        statuses.push((await post(fresh[i % fresh.length] ?? '', network)).statusCode);
      return statuses;
    };
    expect(await burst(5)).toEqual(Array<number>(5).fill(201));
    clock.advance(HOUR_MS);
    expect(await burst(5)).toEqual(Array<number>(5).fill(201));
    clock.advance(HOUR_MS);
    const refused = await post(fresh[0] ?? '', network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: postingLimitMessages.perDay(10) });
    expect(refused.headers['retry-after']).toBe('86400');
    clock.advance(DAY_MS);
    expect(await burst(1)).toEqual([201]);
  });
});
