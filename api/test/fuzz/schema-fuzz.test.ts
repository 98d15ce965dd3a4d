// Schema fuzzing: thousands of generated requests, every route, fixed seed. No 5xx,
// every response on its contract schema, nothing outside the contract ever stored. Runs on
// PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedLoginBudget, relaxedRateLimits } from '../access/rate-limits';
import { CapturingMailer } from '../auth-helpers';
import { build, engines, type Engine } from '../helper';
import {
  checkResponse,
  declaredStatuses,
  record,
  statusSummary,
  undeclared,
  type Observed,
} from './check-response';
import type { FuzzRequest } from './requests';
import { requestArbitrary } from './requests';
import { fuzzRoutes, routeName, type FuzzRoute } from './routes';
import { cellsWithMarker, columnTypes, valuesOffContract } from './stored-data';
import { createWorld, type World } from './world';

/**
 * A seed per engine, so that the two send different requests: where both run (CI), every route
 * gets 400 distinct requests, as when PGlite alone sent 400, and each request is sent once.
 */
const SEEDS: Record<Engine, number> = { pglite: 20261123, postgres: 20261124 };
/** Requests per route on each engine. */
const RUNS = 200;
const FOREIGN_ORIGIN = 'https://evil.example';

describe.each(engines)('schema fuzzing (%s)', (engine) => {
  let app: FastifyInstance;
  let world: World;
  let columnsBefore: Record<string, string>;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const observed: Observed = new Map();
  let sent = 0;

  beforeAll(async () => {
    const mailer = new CapturingMailer();
    app = await build(engine, {
      mailer,
      // Far above what the run sends, so the throttles do not hide the handlers.
      rateLimits: relaxedRateLimits,
      loginBudget: relaxedLoginBudget,
    });
    world = await createWorld(app, mailer);
    columnsBefore = await columnTypes(app);
  });

  afterAll(async () => {
    await app.close();
  });

  async function send(route: FuzzRoute, req: FuzzRequest) {
    const cookie =
      route.freshCaller && req.caller !== 'visitor'
        ? await world.throwawayCaller(req.caller)
        : world.cookies[req.caller];
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (req.origin === 'site') headers.origin = app.config.publicUrl;
    if (req.origin === 'foreign') headers.origin = FOREIGN_ORIGIN;
    if (req.contentType) headers['content-type'] = req.contentType;
    sent += 1;
    const response = await app.inject({
      method: route.method,
      url: req.url,
      payload: req.payload,
      headers,
    });
    // Work a call defers past its answer (a reset request's) belongs to that call.
    await app.afterReply.flush();
    return response;
  }

  it.each(fuzzRoutes.map((route) => [routeName(route), route] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, world), async (req) => {
          const res = await send(route, req);
          record(observed, route, res.statusCode);
          checkResponse(route, req, res);
        }),
        { seed: SEEDS[engine], numRuns: RUNS },
      );
    },
    120_000,
  );

  it('covers every route the app registers, and reports statuses no schema declares', () => {
    const declared = declaredStatuses(app.swagger());
    const registered = [...declared.keys()].sort();
    expect(fuzzRoutes.map(routeName).sort()).toEqual(registered);
    const gaps = undeclared(observed, declared);
    console.info(
      [
        `[fuzz ${engine}] ${sent} requests, seed ${SEEDS[engine]}. Statuses per route:`,
        ...statusSummary(observed),
        'Statuses the route does not declare (no contract schema for them):',
        ...gaps,
      ].join('\n  '),
    );
    expect(sent).toBeGreaterThanOrEqual(fuzzRoutes.length * RUNS);
  });

  it('stored no extra field and nothing the contract refuses', async () => {
    expect(await cellsWithMarker(app)).toEqual([]);
    expect(await valuesOffContract(app)).toEqual([]);
    expect(await columnTypes(app)).toEqual(columnsBefore);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
  });
});
