// A known URL called with a method it does not answer gets 405 and an Allow header listing the
// ones it does (docs/adr/0005); an unknown URL still gets 404.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('unsupported methods', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite');
  });
  afterAll(() => app.close());

  it('answer 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/system/job-categories' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ detail: 'Method not allowed' });
  });

  it('list every method of a path with params, trailing slash and query ignored', async () => {
    const id = crypto.randomUUID();
    const res = await app.inject({ method: 'POST', url: `/student/alerts/${id}/?x=1` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, PUT');
  });

  it('leave unknown paths 404', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/system/no-such-thing' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
