// Failed logins were limited per (account, address) and per
// address only, so many addresses could each take their guesses at one account. Now the account
// has one budget across the clients it does not know: past it, attempts are spaced by a wait that
// doubles up to a cap (429 with Retry-After, never a lockout), and a browser the account knows (a
// device cookie from a login, the sign-up or a reset) is not slowed by anyone else's guesses.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import {
  CapturingMailer,
  cookieValue,
  newClient,
  PASSWORD,
  post,
  signUp,
  TestClock,
  uniqueEmail,
} from '../auth-helpers';
import { build, engines } from '../helper';

// The cookie's name as browsers see it (accounts/auth/device-cookie.ts); written out, so this file
// also runs on the code before the fix and shows the attack there.
const DEVICE_COOKIE = 'sg_device';
const SECOND = 1000;
const BUDGET = {
  freeFailures: 3,
  windowMs: DAY_MS,
  firstDelayMs: SECOND,
  maxDelayMs: 8 * SECOND,
  deviceFailures: 3,
  deviceWindowMs: 15 * MINUTE_MS,
};

describe.each(engines)('login budget per account (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now, loginBudget: BUDGET });
  });
  afterAll(() => app.close());

  /** A login from a fresh address, with the device cookie when one is given. */
  const login = (email: string, password: string, device?: string) =>
    post(
      app,
      '/auth/login',
      { email, password },
      { ...newClient(), ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    );

  function expectWait(response: LightMyRequestResponse, seconds: number) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
    expect(response.headers['retry-after']).toBe(String(seconds));
  }

  /** Others' guesses from fresh addresses use up the free failures and start the wait. */
  async function guessFromEverywhere(email: string) {
    for (let i = 0; i < BUDGET.freeFailures + 1; i += 1) {
      expect((await login(email, `wrong-${i}`)).statusCode).toBe(401);
    }
  }

  it('spaces guesses at one account from many addresses by a wait that doubles up to a cap', async () => {
    const email = uniqueEmail('target');
    await signUp(app, mailer, email);
    await guessFromEverywhere(email);
    // The next guess waits, from any address, even with the right password (not known there).
    expectWait(await login(email, 'wrong-next'), 1);
    expectWait(await login(email, PASSWORD), 1);
    for (const wait of [1, 2, 4, 8]) {
      clock.advance(wait * SECOND);
      expect((await login(email, 'wrong-again')).statusCode).toBe(401);
      expectWait(await login(email, 'wrong-again'), Math.min(wait * 2, 8));
    }
    // Capped: the owner, from a browser the account does not know, is in after the wait.
    clock.advance(8 * SECOND);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("lets a browser the account knows in at once, while others' guesses slow everyone else", async () => {
    const email = uniqueEmail('owner');
    const signedUp = await signUp(app, mailer, email);
    await guessFromEverywhere(email);
    expectWait(await login(email, PASSWORD), 1);
    const device = cookieValue(signedUp, DEVICE_COOKIE);
    expect(device).toBeTruthy();

    // The sign-up's browser, from yet another address: straight in, with a fresh cookie.
    const known = await login(email, PASSWORD, device);
    expect(known.statusCode).toBe(200);
    const renewed = cookieValue(known, DEVICE_COOKIE);
    expect(renewed).toBeTruthy();
    const setCookie = String(known.headers['set-cookie']);
    expect(setCookie).toMatch(/sg_device=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/sg_device=[^;]+;.*SameSite=Strict/);

    // Another account's cookie, or a changed one, is no key to this account.
    const other = uniqueEmail('other');
    const otherDevice = cookieValue(await signUp(app, mailer, other), DEVICE_COOKIE);
    expectWait(await login(email, PASSWORD, otherDevice), 1);
    const [version, nonce, mac = ''] = (renewed ?? '').split('.');
    const changed = `${version}.${nonce}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expectWait(await login(email, PASSWORD, changed), 1);

    // A known browser has a few guesses of its own, then waits too (a stolen cookie is no way in).
    for (let i = 0; i < BUDGET.deviceFailures; i += 1) {
      expect((await login(email, 'wrong-on-device', renewed)).statusCode).toBe(401);
    }
    const locked = await login(email, PASSWORD, renewed);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('knows the browser that reset the password, so the owner gets in while others are slowed', async () => {
    const email = uniqueEmail('resetter');
    await signUp(app, mailer, email);
    await guessFromEverywhere(email);
    expect((await post(app, '/auth/reset/request', { email }, newClient())).statusCode).toBe(200);
    await app.afterReply.flush();
    const link = /token=([^\s&]+)/.exec((await mailer.last(email)).text)?.[1] ?? '';
    const reset = await post(
      app,
      '/auth/reset/confirm',
      { token: decodeURIComponent(link), new_password: 'a-new-password-7' },
      newClient(),
    );
    expect(reset.statusCode).toBe(200);
    const device = cookieValue(reset, DEVICE_COOKIE);
    expectWait(await login(email, 'a-new-password-7'), 1);
    expect((await login(email, 'a-new-password-7', device)).statusCode).toBe(200);
  });
});

describe('the device cookie over https', () => {
  it('is a __Host- cookie, Secure on path /, that a sibling host cannot set', async () => {
    const mailer = new CapturingMailer();
    const app = await build('pglite', {
      mailer,
      loginBudget: BUDGET,
      env: { PUBLIC_URL: 'https://gigs.example' },
    });
    try {
      const email = uniqueEmail('secure');
      const signedUp = await signUp(app, mailer, email);
      const cookie = signedUp.cookies.find((c) => c.name === `__Host-${DEVICE_COOKIE}`);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Strict' });
      expect(cookie?.domain).toBeUndefined();
      // Others' guesses slow the account down; the browser holding the cookie is not.
      for (let i = 0; i <= BUDGET.freeFailures; i += 1) {
        await post(app, '/auth/login', { email, password: `wrong-${i}` });
      }
      const untrusted = await post(app, '/auth/login', { email, password: PASSWORD });
      expect(untrusted.statusCode).toBe(429);
      const known = await post(
        app,
        '/auth/login',
        { email, password: PASSWORD },
        { cookie: `__Host-${DEVICE_COOKIE}=${cookie?.value ?? ''}` },
      );
      expect(known.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
