import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionUser, signupEmailResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/accounts/auth/cookies';
import { authMessages } from '../../src/accounts/auth/messages';
import {
  employers,
  signupFlows,
  studentQualifications,
  students,
  users,
} from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import {
  CapturingMailer,
  cookieHeader,
  cookieValue,
  EMPLOYER_DETAILS,
  PASSWORD,
  post,
  signUp,
  STUDENT_DETAILS,
  TestClock,
  uniqueEmail,
  verifiedFlow,
} from '../auth-helpers';
import { build, engines } from '../helper';

describe.each(engines)('sign-up (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now });
  });
  afterAll(() => app.close());

  async function start(email: string): Promise<string> {
    const response = await post(app, '/auth/signup/email', { email });
    expect(response.statusCode).toBe(200);
    return signupEmailResponse.parse(response.json()).session_token;
  }
  const flowCount = async (email: string) =>
    app.db.$count(signupFlows, sql`lower(${signupFlows.email}) = lower(${email})`);

  it('mails a six-digit code with text and html parts naming the product', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const mail = await mailer.last(email);
    expect(mail.subject).toContain('Student Gigs');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(await mailer.code(email));
    expect(mail.html).toMatch(/<html/);
    expect(mail.text).toContain('Student Gigs');
    expect(mail.html).toContain('Student Gigs');
  });

  it('accepts a code once', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    const code = await mailer.code(email);
    const first = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: authMessages.alreadyVerified });
  });

  it('refuses a code after the flow has expired (15 minutes)', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    const code = await mailer.code(email);
    clock.advance(15 * MINUTE_MS + 1000);
    const response = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.codeExpired });
  });

  it('still accepts a code just before the flow expires', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    clock.advance(14 * MINUTE_MS);
    const response = await post(app, '/auth/signup/verify', {
      session_token: token,
      code: await mailer.code(email),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown token with 400 and a detail', async () => {
    const response = await post(app, '/auth/signup/verify', {
      session_token: 'nope',
      code: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.codeExpired });
  });

  it('ends the flow after five wrong codes', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    const right = await mailer.code(email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post(app, '/auth/signup/verify', {
        session_token: token,
        code: wrong,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: authMessages.wrongCode });
    }
    const fifth = await post(app, '/auth/signup/verify', { session_token: token, code: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ detail: authMessages.tooManyWrongCodes });
    const afterwards = await post(app, '/auth/signup/verify', {
      session_token: token,
      code: right,
    });
    expect(afterwards.statusCode).toBe(400);
    expect(await flowCount(email)).toBe(0);
  });

  it('refuses steps out of order and changes nothing', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    const before = await app.db.select().from(signupFlows).where(eq(signupFlows.email, email));
    const password = await post(app, '/auth/signup/password', {
      session_token: token,
      password: PASSWORD,
    });
    expect(password.statusCode).toBe(409);
    expect(password.json()).toEqual({ detail: authMessages.verifyFirst });
    const details = await post(app, '/auth/signup/details', {
      session_token: token,
      ...STUDENT_DETAILS,
    });
    expect(details.statusCode).toBe(409);
    expect(details.json()).toHaveProperty('detail');
    expect(await app.db.select().from(signupFlows).where(eq(signupFlows.email, email))).toEqual(
      before,
    );

    // Verified but no password yet: details still refused.
    const verified = await post(app, '/auth/signup/verify', {
      session_token: token,
      code: await mailer.code(email),
    });
    expect(verified.statusCode).toBe(200);
    const early = await post(app, '/auth/signup/details', {
      session_token: token,
      ...EMPLOYER_DETAILS,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: authMessages.passwordFirst });
    expect(await app.db.$count(users, sql`lower(${users.email}) = lower(${email})`)).toBe(0);
    const [flow] = await app.db.select().from(signupFlows).where(eq(signupFlows.email, email));
    expect(flow?.stage).toBe('password');
    expect(flow?.passwordHash).toBeNull();
  });

  it('answers an existing address exactly like a new one, but mails a notice with no code', async () => {
    const existing = uniqueEmail('taken');
    await signUp(app, mailer, existing);
    const fresh = uniqueEmail('fresh');
    const a = await post(app, '/auth/signup/email', { email: fresh });
    const b = await post(app, '/auth/signup/email', { email: existing.toUpperCase() });
    expect(b.statusCode).toBe(a.statusCode);
    expect(Object.keys(b.json<object>())).toEqual(Object.keys(a.json<object>()));
    const tokenB = signupEmailResponse.parse(b.json()).session_token;
    expect(tokenB).toHaveLength(signupEmailResponse.parse(a.json()).session_token.length);

    const notice = await mailer.last(existing.toUpperCase());
    expect(notice.subject).toMatch(/already have/i);
    expect(notice.text).toContain('http://localhost:4173/auth/login');
    expect(notice.text).toContain('http://localhost:4173/auth/reset/email');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.html).toContain('Student Gigs');
    // No code verifies that flow, not even the one of the original sign-up.
    for (const code of ['000000', '123456']) {
      const response = await post(app, '/auth/signup/verify', { session_token: tokenB, code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: authMessages.wrongCode });
    }
  });

  it('resends a new code once a minute, and the old code stops working', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    const oldCode = await mailer.code(email);
    const tooSoon = await post(app, '/auth/signup/resend', { session_token: token });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ detail: authMessages.resendTooSoon });
    expect(tooSoon.headers['retry-after']).toBeDefined();
    clock.advance(MINUTE_MS);
    const resent = await post(app, '/auth/signup/resend', { session_token: token });
    expect(resent.statusCode).toBe(200);
    expect(await mailer.to(email)).toHaveLength(2);
    const newCode = await mailer.code(email);
    if (newCode !== oldCode) {
      const old = await post(app, '/auth/signup/verify', { session_token: token, code: oldCode });
      expect(old.statusCode).toBe(400);
    }
    const verified = await post(app, '/auth/signup/verify', {
      session_token: token,
      code: newCode,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('resends at most five times a flow', async () => {
    const email = uniqueEmail();
    const token = await start(email);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(MINUTE_MS);
      expect((await post(app, '/auth/signup/resend', { session_token: token })).statusCode).toBe(
        200,
      );
    }
    clock.advance(MINUTE_MS);
    const sixth = await post(app, '/auth/signup/resend', { session_token: token });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: authMessages.resendLimit });
  });

  it('creates a student with the ticked qualifications and signs them in', async () => {
    const email = uniqueEmail('student');
    const done = await signUp(app, mailer, email, STUDENT_DETAILS);
    const body = sessionUser.parse(done.json());
    expect(body.role).toBe('student');
    expect(cookieValue(done, ACCESS_COOKIE)).toBeTruthy();
    expect(cookieValue(done, REFRESH_COOKIE)).toBeTruthy();
    const [student] = await app.db.select().from(students).where(eq(students.userId, body.user_id));
    expect(student).toMatchObject({ fullName: 'Ada Student', institution: 'University of Sydney' });
    const quals = await app.db
      .select({ code: studentQualifications.qualificationCode })
      .from(studentQualifications)
      .where(eq(studentQualifications.studentId, body.user_id));
    expect(quals.map((q) => q.code).sort()).toEqual(['FIRST_AID', 'RSA']);
    expect(await flowCount(email)).toBe(0);

    const refreshed = await post(app, '/auth/refresh', undefined, { cookie: cookieHeader(done) });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual(body);
  });

  it('creates an employer and signs them in', async () => {
    const email = uniqueEmail('employer');
    const done = await signUp(app, mailer, email, EMPLOYER_DETAILS);
    const body = sessionUser.parse(done.json());
    expect(body.role).toBe('employer');
    const [employer] = await app.db
      .select()
      .from(employers)
      .where(eq(employers.userId, body.user_id));
    expect(employer).toMatchObject({
      businessName: 'Harbour Cafe',
      description: 'Coffee by the water.',
    });
    const login = await post(app, '/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const refreshed = await post(app, '/auth/refresh', undefined, { cookie: cookieHeader(done) });
    expect(refreshed.statusCode).toBe(200);
  });

  it('rejects unknown qualification codes and creates nothing', async () => {
    const email = uniqueEmail();
    const token = await verifiedFlow(app, mailer, email);
    await post(app, '/auth/signup/password', { session_token: token, password: PASSWORD });
    const response = await post(app, '/auth/signup/details', {
      session_token: token,
      role: 'student',
      student: { ...STUDENT_DETAILS.student, quals: { RSA: true, SCUBA: false } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.unknownQualification('SCUBA') });
    expect(await app.db.$count(users, eq(users.email, email))).toBe(0);
    expect(await flowCount(email)).toBe(1);
  });

  it('answers 409 when the address got an account during the flow', async () => {
    const email = uniqueEmail('race');
    const token = await verifiedFlow(app, mailer, email);
    await post(app, '/auth/signup/password', { session_token: token, password: PASSWORD });
    await signUp(app, mailer, email, EMPLOYER_DETAILS);
    const response = await post(app, '/auth/signup/details', {
      session_token: token,
      ...STUDENT_DETAILS,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: authMessages.accountExists });
    expect(await app.db.$count(users, sql`lower(${users.email}) = lower(${email})`)).toBe(1);
  });
});
