import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, sessionUser } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/accounts/auth/cookies';
import { REFRESH_GRACE_MS } from '../../src/accounts/auth/sessions';
import { hashLegacyScrypt } from '../../src/accounts/auth/legacy-scrypt';
import { authMessages } from '../../src/accounts/auth/messages';
import { hashPassword } from '../../src/accounts/auth/password';
import { sessions, users } from '../../src/db/schema';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import {
  requireUser,
  SESSION_ENDED_DETAIL,
  WRONG_ROLE_DETAIL,
} from '../../src/accounts/auth/plugin';
import { CROSS_SITE_DETAIL } from '../../src/plugins/app/origin-check';
import {
  CapturingMailer,
  cookieHeader,
  cookieValue,
  EMPLOYER_DETAILS,
  PASSWORD,
  post,
  signUp,
  TestClock,
  uniqueEmail,
} from '../auth-helpers';
import { build, buildReplicas, engines } from '../helper';

function guardedRoutes(app: FastifyInstance) {
  app.get('/test/me', { onRequest: app.authenticate }, (request) => requireUser(request));
  app.get('/test/employer-only', { onRequest: app.requireRole('employer') }, () => ({ ok: true }));
  app.get('/test/student-only', { onRequest: app.requireRole('student') }, () => ({ ok: true }));
}

describe.each(engines)('sessions (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  let email: string;
  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now, extraRoutes: guardedRoutes });
    email = uniqueEmail('login');
    await signUp(app, mailer, email);
  });
  afterAll(() => app.close());

  const login = (address = email, password = PASSWORD) =>
    post(app, '/auth/login', { email: address, password });
  const refresh = (cookie: string) => post(app, '/auth/refresh', undefined, { cookie });

  it('signs in with HttpOnly, SameSite=Lax cookies on path / and returns the user', async () => {
    const response = await login(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(sessionUser.parse(response.json()).role).toBe('student');
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cookie = response.cookies.find((c) => c.name === name);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // PUBLIC_URL is http://localhost: no Secure flag, or the browser would drop the cookie.
      expect(cookie?.secure).toBeUndefined();
    }
    expect(response.cookies.find((c) => c.name === ACCESS_COOKIE)?.maxAge).toBe(15 * 60);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.maxAge).toBe(14 * 24 * 3600);
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const unknown = await login(uniqueEmail('nobody'), PASSWORD);
    const wrong = await login(email, 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: authMessages.loginFailed });
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.cookies).toEqual([]);
    expect(wrong.cookies).toEqual([]);
  });

  it('guards routes: 401 without a session, the user with one, 403 for the wrong role', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/test/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('detail');
    const signedIn = await login();
    const cookie = cookieHeader(signedIn);
    const me = await app.inject({ method: 'GET', url: '/test/me', headers: { cookie } });
    expect(me.json()).toEqual({ id: sessionUser.parse(signedIn.json()).user_id, role: 'student' });
    const student = await app.inject({
      method: 'GET',
      url: '/test/student-only',
      headers: { cookie },
    });
    expect(student.statusCode).toBe(200);
    const employer = await app.inject({
      method: 'GET',
      url: '/test/employer-only',
      headers: { cookie },
    });
    expect(employer.statusCode).toBe(403);
    expect(employer.json()).toEqual({ detail: WRONG_ROLE_DETAIL });
  });

  it('expires the access cookie after 15 minutes; refresh issues a new one', async () => {
    const signedIn = await login();
    clock.advance(16 * MINUTE_MS);
    const stale = await app.inject({
      method: 'GET',
      url: '/test/me',
      headers: { cookie: cookieHeader(signedIn) },
    });
    expect(stale.statusCode).toBe(401);
    const refreshed = await refresh(cookieHeader(signedIn));
    expect(refreshed.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/test/me',
      headers: { cookie: cookieHeader(refreshed) },
    });
    expect(me.statusCode).toBe(200);
  });

  it('rotates the refresh token, and a replayed one revokes the whole family', async () => {
    const signedIn = await login();
    const first = cookieHeader(signedIn);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(cookieValue(rotated, REFRESH_COOKIE)).not.toBe(cookieValue(signedIn, REFRESH_COOKIE));
    const second = cookieHeader(rotated);

    // Past the grace period of a few seconds for tabs refreshing at once, it is a replay.
    clock.advance(REFRESH_GRACE_MS + 1);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: SESSION_ENDED_DETAIL });
    // The legitimate successor and its access token are dead too.
    expect((await refresh(second)).statusCode).toBe(401);
    const me = await app.inject({ method: 'GET', url: '/test/me', headers: { cookie: second } });
    expect(me.statusCode).toBe(401);
    const familyId = (
      await app.db
        .select({ familyId: sessions.familyId })
        .from(sessions)
        .where(sql`${sessions.revokedAt} is not null`)
    )[0]?.familyId;
    expect(familyId).toBeDefined();
  });

  it('gives two tabs refreshing at once with one cookie the same new pair, and signs neither out', async () => {
    const cookie = cookieHeader(await login());
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieValue(a, REFRESH_COOKIE)).toBe(cookieValue(b, REFRESH_COOKIE));
    expect(cookieValue(a, ACCESS_COOKIE)).toBe(cookieValue(b, ACCESS_COOKIE));
    // The second tab a moment later gets that pair too; the pair works.
    clock.advance(REFRESH_GRACE_MS - 1000);
    const late = await refresh(cookie);
    expect(cookieValue(late, REFRESH_COOKIE)).toBe(cookieValue(a, REFRESH_COOKIE));
    const me = await app.inject({
      method: 'GET',
      url: '/test/me',
      headers: { cookie: cookieHeader(a) },
    });
    expect(me.statusCode).toBe(200);
    // After the grace period the old cookie is a replay again: the family ends.
    clock.advance(2000);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(cookieHeader(a))).statusCode).toBe(401);
  });

  it('answers refresh without a cookie with 401', async () => {
    const response = await post(app, '/auth/refresh');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });

  it('logs out: revokes the session on the server and clears both cookies', async () => {
    const signedIn = await login();
    const cookie = cookieHeader(signedIn);
    const out = await post(app, '/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cleared = out.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
    }
    expect((await refresh(cookie)).statusCode).toBe(401);
    const me = await app.inject({ method: 'GET', url: '/test/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('logs out without a session too', async () => {
    const out = await post(app, '/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
  });

  it('ends a session 30 days after login however often it was refreshed', async () => {
    let cookie = cookieHeader(await login());
    for (const days of [13, 13]) {
      clock.advance(days * DAY_MS);
      const rotated = await refresh(cookie);
      expect(rotated.statusCode).toBe(200);
      cookie = cookieHeader(rotated);
    }
    // Day 31: the newest token is only 5 days old, but the family's absolute life is over.
    clock.advance(5 * DAY_MS);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('expires a refresh token unused for 14 days', async () => {
    const cookie = cookieHeader(await login());
    clock.advance(14 * DAY_MS + 1000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses a state-changing call from a foreign Origin with 403', async () => {
    const foreign = await post(
      app,
      '/auth/login',
      { email, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: CROSS_SITE_DETAIL });
    expect(foreign.cookies).toEqual([]);
    const crossSite = await post(app, '/auth/logout', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const site = await post(
      app,
      '/auth/login',
      { email, password: PASSWORD },
      { origin: 'http://localhost:4173' },
    );
    expect(site.statusCode).toBe(200);
    // The request's own Host is the client's to write: it never makes an Origin the site's.
    const self = await post(app, '/auth/logout', undefined, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(self.statusCode).toBe(403);
    const read = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('documents every auth call in the OpenAPI document', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const authCalls = Object.values(endpoints.accounts).filter((e) => e.path.startsWith('/auth/'));
    expect(authCalls.length).toBeGreaterThan(0);
    for (const { path } of authCalls) expect(spec.paths).toHaveProperty([path]);
  });

  it('signs in an account with a legacy scrypt hash and upgrades it to argon2id', async () => {
    const legacy = uniqueEmail('legacy');
    await signUp(app, mailer, legacy, EMPLOYER_DETAILS);
    const oldHash = await hashLegacyScrypt(PASSWORD, randomBytes(16));
    await app.db.update(users).set({ passwordHash: oldHash }).where(eq(users.email, legacy));
    expect((await login(legacy)).statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, legacy));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(legacy)).statusCode).toBe(200);
  });
});

describe.each(engines)('refresh on two replicas (%s)', (engine) => {
  it('takes a token replaced a moment ago on the other replica with a pair of its own, then a replay ends the family', async () => {
    const clock = new TestClock();
    const { replicas, close } = await buildReplicas(engine, clock.now);
    const [one, two] = replicas;
    try {
      // A user made directly: signing up is not what this is about.
      const email = uniqueEmail('replicas');
      const passwordHash = await hashPassword(PASSWORD);
      await one.db.insert(users).values({ email, passwordHash, role: 'employer' });
      const signedIn = await post(one, '/auth/login', { email, password: PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      const cookie = cookieHeader(signedIn);
      const first = await post(one, '/auth/refresh', undefined, { cookie });
      const second = await post(two, '/auth/refresh', undefined, { cookie });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(cookieValue(second, REFRESH_COOKIE)).not.toBe(cookieValue(first, REFRESH_COOKIE));
      clock.advance(REFRESH_GRACE_MS + 1);
      expect((await post(two, '/auth/refresh', undefined, { cookie })).statusCode).toBe(401);
      for (const pair of [first, second]) {
        const again = await post(one, '/auth/refresh', undefined, { cookie: cookieHeader(pair) });
        expect(again.statusCode).toBe(401);
      }
    } finally {
      await close();
    }
  });
});
