// Security headers, the API's part: nosniff and no framing on every answer (errors included), a
// CSP that allows nothing on JSON, and no CORS header for any origin.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP } from '../../src/plugins/app/security-headers';
import { build } from '../helper';

describe('API security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite');
  });
  afterAll(() => app.close());

  it('sends nosniff, DENY and a closed CSP on answers and errors, and no CORS', async () => {
    for (const url of ['/health', '/no-such-route', '/student/profile']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
