import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import type { RateLimits } from '../../src/plugins/rate-limit/limits';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, PASSWORD, post, signUp, TestClock, uniqueEmail } from '../auth-helpers';
import { build, engines } from '../helper';

const WINDOW = 15 * MINUTE_MS;
const SMALL: Partial<RateLimits> = {
  login: { ip: { max: 4, windowMs: WINDOW }, account: { max: 3, windowMs: WINDOW } },
  signupVerify: { ip: { max: 4, windowMs: WINDOW }, account: { max: 3, windowMs: WINDOW } },
  signupResend: { ip: { max: 4, windowMs: WINDOW }, account: { max: 3, windowMs: WINDOW } },
  resetRequest: { ip: { max: 4, windowMs: WINDOW }, accountIp: { max: 2, windowMs: WINDOW } },
};

describe.each(engines)('rate limits (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  let ipCounter = 0;
  /** A fresh client address (the test app trusts X-Forwarded-For from loopback, like the proxy). */
  const newIp = () => {
    ipCounter += 1;
    return { 'x-forwarded-for': `203.0.113.${ipCounter}` };
  };
  beforeAll(async () => {
    // Scale 2 doubles the per-IP limits (to 8) and leaves the per-account ones.
    app = await build(engine, {
      mailer,
      clock: clock.now,
      rateLimits: SMALL,
      env: { RATE_LIMIT_SCALE: '2' },
    });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, headers: Record<string, string>) =>
    post(app, '/auth/login', { email, password }, headers);

  function expectTooMany(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('limits failed logins per account and address (3, not scaled); the owner still signs in from another', async () => {
    const email = uniqueEmail('victim');
    await signUp(app, mailer, email);
    const attacker = newIp();
    for (let i = 0; i < 3; i += 1)
      expect((await login(email, 'wrong-password', attacker)).statusCode).toBe(401);
    // Guessing from that address stays slow: even the right password waits there.
    expectTooMany(await login(email, 'wrong-password', attacker));
    expectTooMany(await login(email, PASSWORD, attacker));
    // The owner, from an address of their own, is not locked out.
    expect((await login(email, PASSWORD, newIp())).statusCode).toBe(200);
    // Each further address gets the same three guesses only.
    const second = newIp();
    for (let i = 0; i < 3; i += 1)
      expect((await login(email, 'wrong-password', second)).statusCode).toBe(401);
    expectTooMany(await login(email, 'wrong-password', second));
    clock.advance(WINDOW);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('counts only failures against an account', async () => {
    const email = uniqueEmail('regular');
    await signUp(app, mailer, email);
    for (let i = 0; i < 6; i += 1)
      expect((await login(email, PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('limits one address to 4 × scale 2 = 8 failed logins across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i += 1) {
      expect((await login(uniqueEmail('spray'), 'wrong-password', ip)).statusCode).toBe(401);
    }
    expectTooMany(await login(uniqueEmail('spray'), 'wrong-password', ip));
    // Another address is unaffected.
    expect((await login(uniqueEmail('spray'), 'wrong-password', newIp())).statusCode).toBe(401);
  });

  it('lets a locked-out user still request a reset', async () => {
    const email = uniqueEmail('locked');
    await signUp(app, mailer, email);
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) await login(email, 'wrong-password', ip);
    expectTooMany(await login(email, 'wrong-password', ip));
    const reset = await post(app, '/auth/reset/request', { email }, ip);
    expect(reset.statusCode).toBe(200);
    await app.afterReply.flush();
    expect((await mailer.last(email)).subject).toMatch(/Reset/);
  });

  it('limits reset requests per account and address (2), not the owner elsewhere, and per address (8)', async () => {
    const email = uniqueEmail('resetter');
    const attacker = newIp();
    for (let i = 0; i < 2; i += 1) {
      expect((await post(app, '/auth/reset/request', { email }, attacker)).statusCode).toBe(200);
    }
    expectTooMany(await post(app, '/auth/reset/request', { email }, attacker));
    // Requests from one address never throttle the owner's from another.
    expect((await post(app, '/auth/reset/request', { email }, newIp())).statusCode).toBe(200);
    const ip = newIp();
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await post(app, '/auth/reset/request', { email: uniqueEmail() }, ip)).statusCode,
      ).toBe(200);
    }
    expectTooMany(await post(app, '/auth/reset/request', { email: uniqueEmail() }, ip));
  });

  it('limits code checks per account across flows', async () => {
    const email = uniqueEmail('guesser');
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const started = await post(app, '/auth/signup/email', { email }, newIp());
      tokens.push(started.json<{ session_token: string }>().session_token);
    }
    const [a = '', b = ''] = tokens;
    for (const token of [a, a, b]) {
      const response = await post(
        app,
        '/auth/signup/verify',
        { session_token: token, code: '000001' },
        newIp(),
      );
      expect(response.statusCode).toBe(400);
    }
    expectTooMany(
      await post(app, '/auth/signup/verify', { session_token: b, code: '000001' }, newIp()),
    );
  });

  it('limits resends per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i += 1) {
      const response = await post(
        app,
        '/auth/signup/resend',
        { session_token: `unknown-${i}` },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    expectTooMany(await post(app, '/auth/signup/resend', { session_token: 'unknown-9' }, ip));
  });
});
