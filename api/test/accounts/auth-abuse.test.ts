// Abuse of the public auth and places calls by someone without an account. Each test reproduces
// an attack from the security review: password hashing spent on bogus tokens, addresses a mail
// library would read as another recipient, a mail flood to one address (reset links are counted
// apart, reset-crowd-out.test.ts), a reset request whose timing tells whether an account exists
// and unthrottled places calls. Lockout per (account, IP) is in auth-rate-limit.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../../src/db/schema';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { INTERNAL_ERROR_DETAIL } from '../../src/plugins/app/error-handler';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import type { RateLimits } from '../../src/plugins/rate-limit/limits';
import {
  CapturingMailer,
  newClient,
  PASSWORD,
  post,
  signUp,
  TestClock,
  uniqueEmail,
  verifiedFlow,
} from '../auth-helpers';
import { build, engines } from '../helper';

const WINDOW = 15 * MINUTE_MS;
const LONG_PASSWORD = 'x'.repeat(1000);
const SMALL: Partial<RateLimits> = {
  resetConfirm: { ip: { max: 3, windowMs: WINDOW } },
  places: { ip: { max: 3, windowMs: WINDOW } },
  mail: { account: { max: 3, windowMs: DAY_MS } },
  resetMail: { account: { max: 3, windowMs: DAY_MS } },
};

type Response = Awaited<ReturnType<typeof post>>;

function expectTooMany(response: Response) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.each(engines)('abuse without an account (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      rateLimits: SMALL,
      hashQueue: { concurrency: 1, maxWaiting: 1 },
    });
  });
  afterAll(() => app.close());

  it('hashes no password for a bogus reset token', async () => {
    const before = app.hashQueue.stats().started;
    for (let i = 0; i < 3; i += 1) {
      const response = await post(
        app,
        '/auth/reset/confirm',
        { token: `bogus-${i}`, new_password: LONG_PASSWORD },
        newClient(),
      );
      expect(response.statusCode).toBe(400);
    }
    expect(app.hashQueue.stats().started).toBe(before);
  });

  it('limits reset confirms and sign-up passwords per address', async () => {
    const ip = newClient();
    for (let i = 0; i < 3; i += 1) {
      const confirm = { token: `bogus-${i}`, new_password: LONG_PASSWORD };
      expect((await post(app, '/auth/reset/confirm', confirm, ip)).statusCode).toBe(400);
    }
    expectTooMany(
      await post(app, '/auth/reset/confirm', { token: 'x', new_password: LONG_PASSWORD }, ip),
    );
    // Sign-up passwords: an app of its own, as the other tests sign up from one address.
    const limited = await build(engine, {
      rateLimits: { signupPassword: { ip: { max: 3, windowMs: WINDOW } } },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const body = { session_token: `unknown-${i}`, password: LONG_PASSWORD };
        expect((await post(limited, '/auth/signup/password', body, ip)).statusCode).toBe(400);
      }
      expectTooMany(
        await post(
          limited,
          '/auth/signup/password',
          { session_token: 'u', password: PASSWORD },
          ip,
        ),
      );
    } finally {
      await limited.close();
    }
  });

  it('hashes a few passwords at a time, answers the excess 503 with Retry-After, and logins still pass', async () => {
    const email = uniqueEmail('owner');
    await signUp(app, mailer, email);
    // Hold the only hashing slot and fill the one waiting place.
    let release!: () => void;
    const held = app.hashQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const tokens = await Promise.all(
      [0, 1].map((i) => verifiedFlow(app, mailer, uniqueEmail(`burst${i}`))),
    );
    const waiting = post(
      app,
      '/auth/signup/password',
      { session_token: tokens[0], password: PASSWORD },
      newClient(),
    );
    await expect.poll(() => app.hashQueue.stats().waiting).toBe(1);
    const refused = await post(
      app,
      '/auth/signup/password',
      { session_token: tokens[1], password: PASSWORD },
      newClient(),
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: INTERNAL_ERROR_DETAIL });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Login verifies outside the queue: a full queue does not keep the owner out.
    expect(
      (await post(app, '/auth/login', { email, password: PASSWORD }, newClient())).statusCode,
    ).toBe(200);
    release();
    await held;
    expect((await waiting).statusCode).toBe(200);
  });

  it('refuses addresses a mail library would read as a display name or a list', async () => {
    const sentBefore = (await mailer.delivered()).length;
    for (const email of ['Ceo.BigCorp<probe@example.com>', 'x,probe@example.com']) {
      for (const url of ['/auth/signup/email', '/auth/reset/request']) {
        const response = await post(app, url, { email }, newClient());
        expect(response.statusCode, `${url} ${email}`).toBe(400);
        expect(response.json()).toEqual({ detail: 'email: Please enter a valid email address.' });
      }
    }
    expect(await mailer.delivered()).toHaveLength(sentBefore);
  });

  it('caps the mails others may trigger to one address per day across sign-up and resend', async () => {
    const email = uniqueEmail('flooded');
    // Each from a new address, as a botnet would send them.
    const started = await post(app, '/auth/signup/email', { email }, newClient());
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;
    clock.advance(MINUTE_MS);
    expect(
      (await post(app, '/auth/signup/resend', { session_token: token }, newClient())).statusCode,
    ).toBe(200);
    expect((await post(app, '/auth/signup/email', { email }, newClient())).statusCode).toBe(200);
    expectTooMany(await post(app, '/auth/signup/email', { email }, newClient()));
    clock.advance(MINUTE_MS);
    expectTooMany(await post(app, '/auth/signup/resend', { session_token: token }, newClient()));
    // A reset link is counted apart, so the flood never refuses the owner's (reset-crowd-out).
    expect((await post(app, '/auth/reset/request', { email }, newClient())).statusCode).toBe(200);
    await app.afterReply.flush();
    expect(await mailer.to(email)).toHaveLength(3);
    // Reset links have a cap of their own per address, answered alike for an address without an
    // account: the cap says nothing about who exists.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i += 1)
      expect(
        (await post(app, '/auth/reset/request', { email: nobody }, newClient())).statusCode,
      ).toBe(200);
    expectTooMany(await post(app, '/auth/reset/request', { email: nobody }, newClient()));
    clock.advance(DAY_MS);
    expect((await post(app, '/auth/signup/email', { email }, newClient())).statusCode).toBe(200);
  });

  it('answers a reset request before looking the address up, as fast for a known address', async () => {
    const email = uniqueEmail('known');
    await signUp(app, mailer, email);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const answered = await post(app, '/auth/reset/request', { email }, newClient());
    expect(answered.statusCode).toBe(200);
    // The link is made after the answer, not before it.
    const rowsAtAnswer = await app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? ''));
    expect(rowsAtAnswer).toEqual([]);
    await app.afterReply.flush();
    expect((await mailer.last(email)).subject).toMatch(/Reset/);

    // Timing: medians of alternating requests, with a generous margin against a loaded machine.
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (address: string) => {
      const started = performance.now();
      const response = await post(app, '/auth/reset/request', { email: address }, newClient());
      const took = performance.now() - started;
      expect(response.statusCode).toBe(200);
      await app.afterReply.flush();
      return took;
    };
    for (let i = 0; i < 9; i += 1) {
      const knownEmail = uniqueEmail('known');
      await signUp(app, mailer, knownEmail);
      known.push(await time(knownEmail));
      unknown.push(await time(uniqueEmail('unknown')));
    }
    expect(median(known)).toBeLessThan(median(unknown) * 2 + 2);
  });

  it('limits the places calls per address', async () => {
    const ip = newClient();
    const urls = [
      '/places/autocomplete?input=Syd',
      '/places/details?place_id=gaz:0',
      '/places/ip-location',
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: ip });
      expect(response.statusCode).not.toBe(429);
    }
    const fourth = await app.inject({ method: 'GET', url: urls[0] ?? '', headers: ip });
    expectTooMany(fourth);
    const other = await app.inject({ method: 'GET', url: urls[0] ?? '', headers: newClient() });
    expect(other.statusCode).toBe(200);
  });
});
