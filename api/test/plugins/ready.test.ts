// GET /ready: a load balancer's question "may this replica take traffic?". 200 while the database
// answers, 503 with the contract's { detail } when it fails or does not answer within a second.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../src/plugins/health/health';
import { READY_TIMEOUT_MS } from '../../src/plugins/health/ready';
import { build, buildOnDatabase, engines, refuseConnection } from '../helper';

describe.each(engines)('GET /ready (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine);
  });
  afterAll(() => app.close());

  it('answers 200 while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not served at /metrics, which only the operator listener answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('GET /ready without a database', () => {
  it('answers 503 with a detail and no internals when the database refuses', async () => {
    const app = await buildOnDatabase(refuseConnection);
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });

  it('answers 503 within its timeout when the database never answers', async () => {
    const app = await buildOnDatabase(() => new Promise(() => {}));
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);
    } finally {
      await app.close();
    }
  });
});
