// The matrix covers every route the app registers (and lists nothing the app does not have), so a
// new route fails here until its row says who may call it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper';
import { EXCLUDED_ROUTES, MATRIX } from './matrix';
import { registeredRoutes } from './registered-routes';

const key = (method: string, url: string) => `${method} ${url}`;

describe('access matrix completeness', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite');
  });
  afterAll(() => app.close());

  it('reads the route tree (sanity check of the parser)', () => {
    const routes = registeredRoutes(app).map((r) => key(r.method, r.url));
    expect(routes).toContain('GET /health');
    expect(routes).toContain('DELETE /employer/listings/:id');
    expect(routes).toContain('GET /employer/listings/:id/applications');
    expect(routes).toContain('POST /auth/reset/confirm');
  });

  it('has a row for every registered route but the listed exclusions', () => {
    const covered = new Set(MATRIX.map((row) => key(row.method, row.route)));
    const missing = registeredRoutes(app)
      .filter((route) => !EXCLUDED_ROUTES.some((ex) => route.url.startsWith(ex.prefix)))
      .map((route) => key(route.method, route.url))
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const unknown = MATRIX.filter(
      (row) => !app.hasRoute({ method: row.method, url: row.route }),
    ).map((row) => key(row.method, row.route));
    expect(unknown).toEqual([]);
  });

  it('excludes only documentation routes, each with its reason', () => {
    for (const exclusion of EXCLUDED_ROUTES) {
      expect(exclusion.reason.length).toBeGreaterThan(10);
      const excluded = registeredRoutes(app).filter((r) => r.url.startsWith(exclusion.prefix));
      expect(excluded.length, exclusion.prefix).toBeGreaterThan(0);
    }
  });
});
