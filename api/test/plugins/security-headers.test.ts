// Security headers, the API's part: nosniff, no framing, no powerful features and no opener across
// origins on every answer (errors included), a CSP that allows nothing on JSON, no CORS header for
// any origin, and `no-store` on every answer that may hold personal data.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, PERMISSIONS_POLICY } from '../../src/plugins/app/security-headers';
import { CapturingMailer, cookieHeader, newClient, signUp, uniqueEmail } from '../auth-helpers';
import { build } from '../helper';

describe('API security headers', () => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  beforeAll(async () => {
    app = await build('pglite', { mailer });
  });
  afterAll(() => app.close());

  it('sends nosniff, DENY, a closed CSP, a Permissions-Policy and COOP on answers and errors, and no CORS', async () => {
    for (const url of ['/health', '/no-such-route', '/student/profile']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('keeps every answer with personal data out of caches, and leaves public reads alone', async () => {
    // Signing up sets the session cookies, and the sign-up's first answer carries its token.
    const started = await app.inject({
      method: 'POST',
      url: '/auth/signup/email',
      payload: { email: uniqueEmail('cache') },
      headers: newClient(),
    });
    expect(started.headers['cache-control']).toBe('no-store');
    const signedUp = await signUp(app, mailer, uniqueEmail('cache'));
    expect(signedUp.headers['set-cookie']).toBeDefined();
    expect(signedUp.headers['cache-control']).toBe('no-store');
    const cookie = cookieHeader(signedUp);

    // A guarded read, and a public one that a session changes (the student's own application).
    for (const url of ['/student/profile', '/student/email', '/system/job-categories']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The same public read without a session keeps its own caching (none here).
    const visitor = await app.inject({ method: 'GET', url: '/system/job-categories' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});
