import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MINIMUM_WAGE_TABLE } from '../../src/listings/minimum-wage/table';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../src/plugins/health/health';
import { build, buildOnDatabase, engines, refuseConnection } from '../helper';

describe.each(engines)('GET /health (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine);
  });
  afterAll(() => app.close());

  it('reports the API and the database as ok, and the last day of the minimum wage table', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      minimum_wage: { table_ends: MINIMUM_WAGE_TABLE.tableEnds },
    });
  });
});

describe('GET /health with a failing database', () => {
  it('answers 503 with a detail and no internals', async () => {
    const app = await buildOnDatabase(refuseConnection);
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});
