import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/accounts/auth/messages';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import {
  CapturingMailer,
  cookieHeader,
  PASSWORD,
  post,
  signUp,
  TestClock,
  uniqueEmail,
} from '../auth-helpers';
import { build, engines } from '../helper';

const NEW_PASSWORD = 'BrandNewSecret42';

describe.each(engines)('password reset (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      env: { PUBLIC_URL: 'https://gigs.example.au' },
    });
  });
  afterAll(() => app.close());

  async function requestLink(email: string): Promise<string> {
    const response = await post(
      app,
      '/auth/reset/request',
      { email },
      { host: 'attacker.example' },
    );
    expect(response.statusCode).toBe(200);
    await app.afterReply.flush();
    const link = /https:\/\/gigs\.example\.au\/auth\/reset\/password\?token=([\w%-]+)/.exec(
      (await mailer.last(email)).text,
    );
    if (!link?.[1]) throw new Error('no reset link in the mail');
    return decodeURIComponent(link[1]);
  }
  const confirm = (token: string, newPassword = NEW_PASSWORD) =>
    post(app, '/auth/reset/confirm', { token, new_password: newPassword });

  it('answers the same whether or not the account exists, and mails only an account', async () => {
    const email = uniqueEmail('reset');
    await signUp(app, mailer, email);
    const nobody = uniqueEmail('nobody');
    const known = await post(app, '/auth/reset/request', { email });
    const unknown = await post(app, '/auth/reset/request', { email: nobody });
    await app.afterReply.flush();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailer.to(nobody)).toEqual([]);
    const mail = await mailer.last(email);
    expect(mail.subject).toContain('Student Gigs');
    expect(mail.text).toContain('https://gigs.example.au/auth/reset/password?token=');
    expect(mail.html).toContain('https://gigs.example.au/auth/reset/password?token=');
    expect(mail.text).not.toContain('attacker');
  });

  it('sets the new password with a token that works only once', async () => {
    const email = uniqueEmail('reset');
    await signUp(app, mailer, email);
    const token = await requestLink(email);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await confirm(token, 'AnotherSecret99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: authMessages.resetInvalid });
    expect((await post(app, '/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(app, '/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const notice = await mailer.last(email);
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.html).toContain('Student Gigs');
  });

  it('refuses a token after 30 minutes', async () => {
    const email = uniqueEmail('reset');
    await signUp(app, mailer, email);
    const token = await requestLink(email);
    clock.advance(30 * MINUTE_MS + 1000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.resetInvalid });
    expect((await post(app, '/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await confirm('not-a-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: authMessages.resetInvalid });
  });

  it('revokes every session of the account', async () => {
    const email = uniqueEmail('reset');
    const signedUp = await signUp(app, mailer, email);
    const elsewhere = await post(app, '/auth/login', { email, password: PASSWORD });
    const cookies = [cookieHeader(signedUp), cookieHeader(elsewhere)];
    await confirm(await requestLink(email));
    for (const cookie of cookies) {
      expect((await post(app, '/auth/refresh', undefined, { cookie })).statusCode).toBe(401);
    }
  });
});
