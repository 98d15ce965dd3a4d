// The session cookies had no `__Host-` prefix. The runbook serves each
// remote from a sibling subdomain, and a cookie set there with `Domain=` the parent would reach the
// site too; a prefixed cookie can only come from the site's own host, Secure, on path /.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../../src/accounts/auth/plugin';
import { CapturingMailer, PASSWORD, post, signUp, uniqueEmail } from '../auth-helpers';
import { build, engines } from '../helper';

describe.each(engines)('session cookies on an https site (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  let email: string;
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      env: { PUBLIC_URL: 'https://gigs.example.au' },
      extraRoutes: (instance) =>
        instance.get('/test/me', { onRequest: instance.authenticate }, (request) =>
          requireUser(request),
        ),
    });
    email = uniqueEmail('host-cookie');
    await signUp(app, mailer, email);
  });
  afterAll(() => app.close());

  it('are __Host- cookies: Secure, path /, no Domain', async () => {
    const login = await post(app, '/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['__Host-sg_access', '__Host-sg_refresh']),
    );
    // Every cookie the site sets carries the prefix (the login device's too).
    expect(login.cookies.every((c) => c.name.startsWith('__Host-'))).toBe(true);
    for (const cookie of login.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie.domain).toBeUndefined();
    }
    const access = login.cookies.find((c) => c.name === '__Host-sg_access')?.value ?? '';
    const me = await app.inject({
      method: 'GET',
      url: '/test/me',
      headers: { cookie: `__Host-sg_access=${access}` },
    });
    expect(me.statusCode).toBe(200);
    // The same token in a cookie without the prefix, as a sibling host could set it, is not read.
    const tossed = await app.inject({
      method: 'GET',
      url: '/test/me',
      headers: { cookie: `sg_access=${access}` },
    });
    expect(tossed.statusCode).toBe(401);
  });
});
