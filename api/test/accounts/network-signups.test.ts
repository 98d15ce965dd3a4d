// Accounts cost nothing, so every limit counted per account is only as strong as accounts are
// scarce: a review made 100 student and employer accounts (any mail domain) from one address in
// 22.6 s before a limit answered. Accounts are now counted per client network where one is made
// (the details step), an hour and a day; sign-up starts per network a day; and the mails anyone may
// trigger without an account have a daily cap per network. Networks are played by `remoteAddress`.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import type { RateLimits } from '../../src/plugins/rate-limit/limits';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import {
  CapturingMailer,
  EMPLOYER_DETAILS,
  PASSWORD,
  STUDENT_DETAILS,
  TestClock,
  uniqueEmail,
} from '../auth-helpers';
import { build } from '../helper';
import { limitStores, useLimitStore } from '../limit-stores';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

function expectTooMany(response: Response) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const USHER = { category_code: 'EVNT', q: 'usher', place: null, min_hourly_cents: null } as const;

describe.each(limitStores)('accounts and mail per network (%s, %s store)', (engine, store) => {
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const storeEnv = useLimitStore(store);
  const apps: FastifyInstance[] = [];
  /** An app of its own per test where limits are made small; all share the store's counters. */
  async function app(rateLimits: Partial<RateLimits> = {}): Promise<FastifyInstance> {
    const built = await build(engine, { mailer, clock: clock.now, env: storeEnv(), rateLimits });
    apps.push(built);
    return built;
  }
  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
  });

  const call = (on: FastifyInstance, url: string, payload: object, network: string) =>
    on.inject({ method: 'POST', url, payload, remoteAddress: network });

  /** The four sign-up steps from `network`; the answer of the last, which makes the account. */
  async function signUpFrom(
    on: FastifyInstance,
    network: string,
    email: string,
    details: object = STUDENT_DETAILS,
  ): Promise<Response> {
    const started = await call(on, '/auth/signup/email', { email }, network);
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;
    const code = await mailer.code(email);
    const verified = await call(on, '/auth/signup/verify', { session_token: token, code }, network);
    expect(verified.statusCode).toBe(200);
    const password = { session_token: token, password: PASSWORD };
    expect((await call(on, '/auth/signup/password', password, network)).statusCode).toBe(200);
    return call(on, '/auth/signup/details', { session_token: token, ...details }, network);
  }

  let defaults: FastifyInstance;
  beforeAll(async () => {
    defaults = await app();
  });

  it('stops 100 sign-ups from one network at the 21st account, while another network signs up', async () => {
    const network = '203.0.113.10';
    let made = 0;
    let refused: Response | undefined;
    // As the review did: students and employers by turns, at any mail domain.
    for (let i = 0; i < 100 && !refused; i += 1) {
      const email = i % 2 ? uniqueEmail(`bulk${i}`) : `bulk${i}.${Date.now()}@mail${i}.example.com`;
      const done = await signUpFrom(
        defaults,
        network,
        email,
        i % 2 ? EMPLOYER_DETAILS : STUDENT_DETAILS,
      );
      if (done.statusCode === 200) made += 1;
      else refused = done;
    }
    expect(made).toBe(20);
    expectTooMany(refused as Response);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(HOUR_MS / 1000);
    // A campus elsewhere is not affected.
    const elsewhere = await signUpFrom(defaults, '198.51.100.10', uniqueEmail('elsewhere'));
    expect(elsewhere.statusCode).toBe(200);
  });

  it.skipIf(store === 'redis')(
    'counts accounts per network a day too; a completion that fails spends nothing',
    async () => {
      const small = await app({
        accountsHour: { ip: { max: 2, windowMs: HOUR_MS } },
        accountsDay: { ip: { max: 3, windowMs: DAY_MS } },
      });
      const network = '203.0.113.11';
      // Refused for its details (an unknown qualification): no account, nothing counted.
      const unknownQual = {
        role: 'student',
        student: { ...STUDENT_DETAILS.student, quals: { NOT_A_QUAL: true } },
      };
      expect((await signUpFrom(small, network, uniqueEmail('typo'), unknownQual)).statusCode).toBe(
        400,
      );
      for (let i = 0; i < 2; i += 1)
        expect((await signUpFrom(small, network, uniqueEmail('day'))).statusCode).toBe(200);
      expectTooMany(await signUpFrom(small, network, uniqueEmail('day')));
      clock.advance(HOUR_MS);
      expect((await signUpFrom(small, network, uniqueEmail('day'))).statusCode).toBe(200);
      clock.advance(HOUR_MS);
      const overDay = await signUpFrom(small, network, uniqueEmail('day'));
      expectTooMany(overDay);
      expect(Number(overDay.headers['retry-after'])).toBeGreaterThan(HOUR_MS / 1000);
      clock.advance(DAY_MS);
      expect((await signUpFrom(small, network, uniqueEmail('day'))).statusCode).toBe(200);
    },
  );

  it('caps sign-up starts per network a day, past the 15-minute window', async () => {
    const small = await app({ signupDay: { ip: { max: 3, windowMs: DAY_MS } } });
    const network = '203.0.113.12';
    const start = () => call(small, '/auth/signup/email', { email: uniqueEmail('start') }, network);
    for (let i = 0; i < 3; i += 1) expect((await start()).statusCode).toBe(200);
    expectTooMany(await start());
    expect(
      (await call(small, '/auth/signup/email', { email: uniqueEmail() }, '198.51.100.12'))
        .statusCode,
    ).toBe(200);
    if (store === 'redis') return;
    clock.advance(15 * MINUTE_MS);
    expectTooMany(await start());
    clock.advance(DAY_MS);
    expect((await start()).statusCode).toBe(200);
  });

  it('caps the mails one network may trigger without an account, across sign-up, resend, alerts and reset', async () => {
    const small = await app({ publicMail: { ip: { max: 6, windowMs: DAY_MS } } });
    const network = '2001:db8:60::1';
    const first = uniqueEmail('public');
    const started = await call(small, '/auth/signup/email', { email: first }, network);
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;
    expect(
      (await call(small, '/auth/signup/email', { email: uniqueEmail('public') }, network))
        .statusCode,
    ).toBe(200);
    clock.advance(MINUTE_MS);
    const resend = (from: string) =>
      call(small, '/auth/signup/resend', { session_token: token }, from);
    expect((await resend(network)).statusCode).toBe(200);
    const subscribe = (from: string) =>
      call(
        small,
        '/alerts/subscribe',
        { email: uniqueEmail('alert'), search: USHER, frequency: 'daily' },
        from,
      );
    for (let i = 0; i < 2; i += 1) expect((await subscribe(network)).statusCode).toBe(200);
    const reset = (from: string) =>
      call(small, '/auth/reset/request', { email: uniqueEmail('reset') }, from);
    expect((await reset(network)).statusCode).toBe(200);
    // Six mails triggered: the seventh of any kind is refused, from any address of the /64.
    const sameNetwork = '2001:db8:60::2';
    expectTooMany(await call(small, '/auth/signup/email', { email: uniqueEmail() }, sameNetwork));
    expectTooMany(await subscribe(sameNetwork));
    expectTooMany(await reset(sameNetwork));
    clock.advance(MINUTE_MS);
    expectTooMany(await resend(sameNetwork));
    // Another network is not affected.
    expect((await subscribe('2001:db8:61::1')).statusCode).toBe(200);
    if (store === 'redis') return;
    clock.advance(DAY_MS);
    expect((await subscribe(network)).statusCode).toBe(200);
  });
});
