// The app's routes are the shared endpoint table: no route without an entry, no entry without a
// route, and each route's guard, schemas and documentation are the entry's.
import type { FastifyInstance } from 'fastify';
import { allEndpoints, endpointPath, endpoints } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatuses } from '../../src/plugins/http/endpoint-route';
import { registeredRoutes } from '../access/registered-routes';
import { build } from '../helper';

/**
 * Routes outside the contract: the docs, the local storage driver's signed links, and the load
 * balancer's readiness check.
 */
const OUTSIDE_THE_TABLE = ['/docs', '/storage/', '/ready'];

const key = (method: string, path: string) => `${method} ${path}`;

describe('endpoint table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite');
  });
  afterAll(() => app.close());

  it('registers exactly one route per entry, and no other contract route', () => {
    const registered = registeredRoutes(app)
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => !OUTSIDE_THE_TABLE.some((prefix) => r.url.startsWith(prefix)))
      // A plugin's root answers with and without the trailing slash ('/health', '/health/').
      .filter((r) => !(r.url.endsWith('/') && r.url.length > 1))
      .map((r) => key(r.method, r.url))
      .sort();
    expect(registered).toEqual(allEndpoints.map((e) => key(e.method, e.path)).sort());
  });

  it("documents each route with its entry's summary, tag and statuses", () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary: string; tags: string[]; responses: object }>>;
    };
    for (const e of allEndpoints) {
      const openApiPath = e.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[e.method.toLowerCase()];
      expect(operation, key(e.method, e.path)).toBeDefined();
      expect(operation?.summary).toBe(e.summary);
      expect(operation?.tags).toEqual([e.tag]);
      expect(Object.keys(operation?.responses ?? {}).map(Number)).toEqual(
        [e.status, ...errorStatuses(e)].sort((a, b) => a - b),
      );
    }
  });

  it("guards each route by its entry's access", async () => {
    for (const e of allEndpoints.filter((entry) => entry.access !== 'public')) {
      const params = Object.fromEntries(
        Object.keys(e.params?.shape ?? {}).map((name) => [name, crypto.randomUUID()]),
      );
      const res = await app.inject({ method: e.method, url: endpointPath(e, params) });
      expect(res.statusCode, key(e.method, e.path)).toBe(401);
    }
  });

  it('implies 400 for calls with input and 401/403 for guarded calls', () => {
    expect(errorStatuses(endpoints.system.health)).toEqual([503]);
    expect(errorStatuses(endpoints.accounts.login)).toEqual([400, 401, 429]);
    expect(errorStatuses(endpoints.accounts.employerProfile)).toEqual([401, 403]);
    expect(errorStatuses(endpoints.listings.deleteListing)).toEqual([400, 401, 403, 404, 409]);
  });
});
