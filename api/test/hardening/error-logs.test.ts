// A failed statement wrote its query and every parameter (addresses, codes,
// reset-link hashes) into the log, and anyone could make one fail: a cursor whose UTC offset
// PostgreSQL refuses passed validation and answered an unthrottled 500.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger';
import { BAD_DATE_TIME_DETAIL } from '../../src/plugins/app/error-handler';
import { build, engines, testConfig } from '../helper';
import { createEmployer, sessionCookie } from '../listings/fixtures';

const SECRET = 'victim-7f3a@example.com';

describe.each(engines)('database errors in the log (%s)', (engine) => {
  let app: FastifyInstance;
  let logs = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs += chunk.toString();
      callback();
    },
  });
  beforeAll(async () => {
    app = await build(engine, {
      logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream },
      extraRoutes: (instance) => {
        // A statement that fails on a parameter, as a constraint or a bad value would.
        instance.get('/test/failing-query', async () =>
          instance.db.execute(sql`select 1 / (length(${SECRET}) - length(${SECRET}))`),
        );
        // A time the database cannot represent, whatever got it past validation.
        instance.get('/test/bad-time', async () =>
          instance.db.execute(sql`select ${'2026-01-01T00:00:00-23:59'}::timestamptz`),
        );
      },
    });
  });
  afterAll(() => app.close());

  it('logs the SQLSTATE and the cause, never the query text or its parameters', async () => {
    logs = '';
    const failed = await app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(failed.statusCode).toBe(500);
    expect(logs).toContain('"code":"22012"');
    expect(logs).toContain('division by zero');
    expect(logs).not.toContain(SECRET);
    expect(logs).not.toMatch(/select 1 \//i);
  });

  it('answers a time the database cannot represent with 400, not 500', async () => {
    const answer = await app.inject({ method: 'GET', url: '/test/bad-time' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: BAD_DATE_TIME_DETAIL });
  });

  it('refuses a cursor offset outside ±14:00 before it reaches the database', async () => {
    const browse = await app.inject({
      method: 'GET',
      url: `/system/jobs/by-category?category_code=HOSP&before_created_at=${encodeURIComponent('2026-01-01T00:00:00-23:59')}&before_id=00000000-0000-4000-8000-000000000000`,
    });
    expect(browse.statusCode).toBe(400);
    expect(browse.json<{ detail: string }>().detail).toContain('within ±14:00');
    const cookie = await sessionCookie(app, await createEmployer(app.db));
    const listings = await app.inject({
      method: 'GET',
      url: `/employer/listings?before_created_at=${encodeURIComponent('2026-01-01T00:00:00+14:01')}&before_id=00000000-0000-4000-8000-000000000000`,
      headers: { cookie },
    });
    expect(listings.statusCode).toBe(400);
    const fine = await app.inject({
      method: 'GET',
      url: `/system/jobs/by-category?category_code=HOSP&before_created_at=${encodeURIComponent('2026-01-01T00:00:00+14:00')}&before_id=00000000-0000-4000-8000-000000000000`,
    });
    expect(fine.statusCode).toBe(200);
  });
});
