// A person's own reset link can never be crowded out by mail others trigger to their address. The
// review blocked a victim's reset for a day with four sign-ups and five alert subscriptions for the
// address, no account needed: they filled its daily mail cap, and the reset answered 429 with
// `Retry-After: 86398`. Reset links now have budgets of their own: per (address, network) and per
// address for browsers the account does not know, and a reserve for a browser it knows. Each
// answer is the same whether or not the address has an account. Networks are played by
// `remoteAddress`; the limits are the defaults.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import {
  CapturingMailer,
  PASSWORD,
  STUDENT_DETAILS,
  TestClock,
  uniqueEmail,
} from '../auth-helpers';
import { build } from '../helper';
import { limitStores, useLimitStore } from '../limit-stores';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

const RESET_SUBJECT = 'Reset your Student Gigs password';
const USHER = { category_code: 'EVNT', q: 'usher', place: null, min_hourly_cents: null } as const;

describe.each(limitStores)('reset mail nobody can crowd out (%s, %s store)', (engine, store) => {
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const storeEnv = useLimitStore(store);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now, env: storeEnv() });
  });
  afterAll(() => app.close());

  const call = (url: string, payload: object, network: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: network,
      ...(cookie && { headers: { cookie } }),
    });
  const askReset = (email: string, network: string, cookie?: string) =>
    call('/auth/reset/request', { email }, network, cookie);
  const resetMails = async (email: string) =>
    (await mailer.to(email)).filter((mail) => mail.subject === RESET_SUBJECT);

  /** An account signed up from `network`; returns the browser's device cookie (`name=value`). */
  async function victimFrom(network: string, email: string): Promise<string> {
    const started = await call('/auth/signup/email', { email }, network);
    const token = started.json<{ session_token: string }>().session_token;
    const code = await mailer.code(email);
    expect(
      (await call('/auth/signup/verify', { session_token: token, code }, network)).statusCode,
    ).toBe(200);
    const password = { session_token: token, password: PASSWORD };
    expect((await call('/auth/signup/password', password, network)).statusCode).toBe(200);
    const done = await call(
      '/auth/signup/details',
      { session_token: token, ...STUDENT_DETAILS },
      network,
    );
    expect(done.statusCode).toBe(200);
    const device = done.cookies.find((cookie) => cookie.name.endsWith('sg_device'));
    if (!device) throw new Error('no device cookie after sign-up');
    return `${device.name}=${device.value}`;
  }

  const statusesOf = async (answers: Promise<Response>[]) =>
    (await Promise.all(answers)).map((answer) => answer.statusCode);

  it('sends the reset link after four sign-ups and five alert subscriptions filled the address', async () => {
    const victim = uniqueEmail('victim');
    await victimFrom('198.51.100.30', victim);
    // The review's attack, without an account, from one network.
    const attacker = '203.0.113.30';
    for (let i = 0; i < 4; i += 1)
      expect((await call('/auth/signup/email', { email: victim }, attacker)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      // A minute apart, as a script would: each asking mails a fresh link.
      clock.advance(MINUTE_MS);
      const subscribe = { email: victim, search: USHER, frequency: 'daily' };
      expect((await call('/alerts/subscribe', subscribe, attacker)).statusCode).toBe(200);
    }
    // The address's daily mail from others is full (its own sign-up code, then nine).
    expect(await mailer.to(victim)).toHaveLength(10);
    expect(
      (
        await call(
          '/alerts/subscribe',
          { email: victim, search: USHER, frequency: 'daily' },
          '203.0.113.31',
        )
      ).statusCode,
    ).toBe(429);

    const reset = await askReset(victim, '198.51.100.31');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    await app.afterReply.flush();
    expect((await mailer.last(victim)).subject).toBe(RESET_SUBJECT);
  });

  it("leaves the owner's reset from another network to an attacker asking from one", async () => {
    const victim = uniqueEmail('victim');
    await victimFrom('198.51.100.40', victim);
    const attacker = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await askReset(victim, attacker)).statusCode);
    // A few links a day per (address, network): one network never spends the address's links.
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(429)]);
    const refused = await askReset(victim, attacker);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });

    const owner = await askReset(victim, '198.51.100.41');
    expect(owner.statusCode).toBe(200);
    await app.afterReply.flush();
    expect(await resetMails(victim)).toHaveLength(4);
  });

  it('gives a browser the account knows a reset link after many networks asked, and answers an unknown address alike', async () => {
    const victim = uniqueEmail('victim');
    const device = await victimFrom('198.51.100.50', victim);
    const nobody = uniqueEmail('nobody');
    // A botnet: one request from each of fifteen networks, for the victim and for nobody.
    const botnet = (email: string, part: number) =>
      statusesOf(Array.from({ length: 15 }, (_, i) => askReset(email, `203.0.${part}.${i + 1}`)));
    const victimStatuses = await botnet(victim, 113);
    expect(victimStatuses.filter((status) => status === 200)).toHaveLength(10);
    expect(victimStatuses.filter((status) => status === 429)).toHaveLength(5);
    const nobodyStatuses = await botnet(nobody, 112);
    expect(nobodyStatuses.sort()).toEqual([...victimStatuses].sort());
    // The address's links for unknown browsers are spent, the owner's new browser's too …
    expect((await askReset(victim, '198.51.100.51')).statusCode).toBe(429);
    expect((await askReset(nobody, '198.51.100.51')).statusCode).toBe(429);
    // … but not the reserve of the browser the account knows, on any network.
    const known = await askReset(victim, '198.51.100.52', device);
    expect(known.statusCode).toBe(200);
    await app.afterReply.flush();
    expect(await resetMails(victim)).toHaveLength(11);
    // That browser's cookie is the victim's account's: for another address it is any browser.
    expect((await askReset(nobody, '198.51.100.52', device)).statusCode).toBe(429);
  });
});
