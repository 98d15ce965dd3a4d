// GET /ready: a load balancer's question "may this replica take traffic?". 200 while the database
// answers, 503 with the contract's { detail } when it fails or does not answer within a second.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../src/routes/health';
import { READY_TIMEOUT_MS } from '../../src/routes/ready';
import { build, engines, testConfig } from '../helper';

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

/**
 * The app on a database whose request statements do what `execute` does; background work (the
 * scheduler at start) fails at once, so closing the app never waits on it.
 */
async function appOn(execute: () => Promise<unknown>): Promise<FastifyInstance> {
  const db = { execute } as unknown as Database;
  const failing = {
    execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')),
  } as unknown as Database;
  return buildApp({
    config: testConfig(),
    database: {
      db,
      background: failing,
      engine: 'postgres',
      migrate: async () => {},
      exclusive: (_name, work) => work(),
      close: async () => {},
    },
    logger: false,
  });
}

describe('GET /ready without a database', () => {
  it('answers 503 with a detail and no internals when the database refuses', async () => {
    const app = await appOn(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')));
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
    const app = await appOn(() => new Promise(() => {}));
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
