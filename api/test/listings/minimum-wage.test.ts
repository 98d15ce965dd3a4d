// The national minimum wage table: the API owns it, serves it, checks every listing's
// pay against it on the day it is posted, and tells the operator from 1 June when it has no rate
// for the coming 1 July.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { CreateListingRequestInput, MinimumWageResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/plugins/time/clock';
import { loggerOptions } from '../../src/logger';
import { MINIMUM_WAGE_TABLE } from '../../src/listings/minimum-wage/table';
import { TestClock } from '../auth-helpers';
import { build, engines, testConfig } from '../helper';
import { createEmployer, listingBody, sessionCookie } from './fixtures';

type Pay = CreateListingRequestInput['pay'];

/** Noon in Sydney on an ISO date (02:00 UTC), so the market's today is that date. */
const sydneyNoon = (date: string) => `${date}T02:00:00.000Z`;

describe.each(engines)('the minimum wage table (%s)', (engine) => {
  describe('served and checked on 25 November 2026', () => {
    let app: FastifyInstance;
    let cookie: string;
    beforeAll(async () => {
      app = await build(engine, { clock: new TestClock(sydneyNoon('2026-11-25')).now });
      cookie = await sessionCookie(app, await createEmployer(app.db, 'Fair Pay Cafe'));
    });
    afterAll(() => app.close());

    const post = (pay: Partial<Pay>, expiry = '2026-12-31') =>
      app.inject({
        method: 'POST',
        url: '/employer/listings',
        headers: { cookie },
        payload: listingBody(pay, expiry),
      });

    it('serves every period with its dates, loadings, junior bands and source', async () => {
      const response = await app.inject({ method: 'GET', url: '/system/minimum-wage' });
      expect(response.statusCode).toBe(200);
      const table = response.json<MinimumWageResponse>();
      expect(table.table_ends).toBe(MINIMUM_WAGE_TABLE.tableEnds);
      expect(table.rates.map((rate) => [rate.from, rate.until])).toEqual(
        MINIMUM_WAGE_TABLE.rates.map((rate) => [rate.from, rate.until]),
      );
      expect(table.rates.find((rate) => rate.from === '2026-07-01')).toEqual({
        from: '2026-07-01',
        until: '2027-06-30',
        adult_hourly_cents: 2644,
        adult_weekly_cents: 100490,
        casual_loading_percent: 25,
        junior_bands: [
          { age: 'Under 16', percent: 36.8 },
          { age: '16', percent: 47.3 },
          { age: '17', percent: 57.8 },
          { age: '18', percent: 68.3 },
          { age: '19', percent: 82.5 },
          { age: '20', percent: 97.7 },
        ],
        source: {
          title: "the Fair Work Commission's Annual Wage Review 2025–26",
          citation: '[2026] FWCFB 3500',
          decided_on: '2026-06-02',
          url: 'https://www.fwc.gov.au/hearings-decisions/major-cases/annual-wage-reviews',
        },
      });
    });

    it('refuses casual $33.04 naming $33.05, its date and source, and takes $33.05 with nothing more', async () => {
      const refused = await post({ amount_cents: 3304 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail:
          "Pay must be at least $33.05 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.",
      });
      const accepted = await post({ amount_cents: 3305 });
      expect(accepted.statusCode).toBe(201);
      const created = accepted.json<{ id: string; status: string }>();
      expect(Object.keys(created)).toEqual(['id', 'status']);
      expect(created.status).toBe('posted');
    });

    it('refuses part-time $26.43 and takes $26.44', async () => {
      const refused = await post({ employment_type: 'part_time', amount_cents: 2643 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toBe(
        "Pay must be at least $26.44 an hour for part-time work: the national minimum wage from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.",
      );
      expect((await post({ employment_type: 'part_time', amount_cents: 2644 })).statusCode).toBe(
        201,
      );
    });

    it("checks a listing that runs past the table's end against the latest rate", async () => {
      const pastEnd = '2027-08-31';
      expect(pastEnd > MINIMUM_WAGE_TABLE.tableEnds).toBe(true);
      const refused = await post({ amount_cents: 3304 }, pastEnd);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Pay must be at least \$33\.05 /);
      const accepted = await post({ amount_cents: 3305 }, pastEnd);
      expect(accepted.statusCode).toBe(201);
    });

    it('says nothing to the operator while the table covers the coming 1 July', async () => {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.json()).toEqual({
        status: 'ok',
        database: 'ok',
        minimum_wage: { table_ends: '2027-06-30', warning: null },
      });
    });
  });

  describe("the operator's warning", () => {
    // The year the table ends: from 1 June of it, the coming 1 July has no rate.
    const endYear = MINIMUM_WAGE_TABLE.tableEnds.slice(0, 4);
    let logs: string[];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString());
        callback();
      },
    });
    const logger = { ...(loggerOptions(testConfig({ LOG_LEVEL: 'warn' })) as object), stream };
    const warnings = () =>
      logs
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40 && line.msg.startsWith('The minimum wage table'));
    const expected = `The minimum wage table ends on 30 June ${endYear} and has no rate from 1 July ${endYear}: pay is checked against the latest rate until the new one is added (docs/pay-and-closing.md).`;

    it('is silent on 31 May', async () => {
      logs = [];
      const app = await build(engine, {
        clock: new TestClock(sydneyNoon(`${endYear}-05-31`)).now,
        logger,
      });
      try {
        await app.runScheduledTasks();
        expect(warnings()).toEqual([]);
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.json<{ minimum_wage: unknown }>().minimum_wage).toEqual({
          table_ends: MINIMUM_WAGE_TABLE.tableEnds,
          warning: null,
        });
      } finally {
        await app.close();
      }
    });

    it('from 1 June is logged at start and once a day, and named in /health', async () => {
      logs = [];
      const clock = new TestClock(sydneyNoon(`${endYear}-06-01`));
      const app = await build(engine, { clock: clock.now, logger });
      try {
        await app.runScheduledTasks();
        // At start, by this process, and by the daily check that first runs with it.
        expect(warnings().map((line) => line.msg)).toEqual([expected, expected]);
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(200);
        expect(health.json<{ minimum_wage: unknown }>().minimum_wage).toEqual({
          table_ends: MINIMUM_WAGE_TABLE.tableEnds,
          warning: expected,
        });
        // Later the same day: nothing more.
        clock.advance(6 * 60 * 60 * 1000);
        await app.runScheduledTasks();
        expect(warnings()).toHaveLength(2);
        // The next day: once more.
        clock.advance(DAY_MS);
        await app.runScheduledTasks();
        expect(warnings()).toHaveLength(3);
      } finally {
        await app.close();
      }
    });
  });
});
