// The oracle: what every fuzz response must satisfy, whatever was sent.
import type { LightMyRequestResponse } from 'fastify';
import { errorResponse } from 'api-contract';
import { expect } from 'vitest';
import type { FuzzRequest } from './requests';
import { routeName, type FuzzRoute } from './routes';

function describeRequest(route: FuzzRoute, req: FuzzRequest, res: LightMyRequestResponse) {
  const payload = req.payload === undefined ? '' : ` body=${req.payload.slice(0, 300)}`;
  return `${route.method} ${req.url.slice(0, 300)} as ${req.caller} (origin ${req.origin})${payload} → ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** Would the contract itself accept this JSON body? (Same schema the route validates with.) */
function contractAccepts(route: FuzzRoute, req: FuzzRequest): boolean {
  if (!route.body || !req.bodyIsJson) return true;
  const prepared = route.prepareBody ? route.prepareBody(req.bodyValue) : req.bodyValue;
  return route.body.safeParse(prepared).success;
}

/** Asserts the response; throws (failing the property) with the request in the message. */
export function checkResponse(route: FuzzRoute, req: FuzzRequest, res: LightMyRequestResponse) {
  const what = describeRequest(route, req, res);
  const status = res.statusCode;
  expect(status, `5xx: ${what}`).toBeLessThan(500);

  const success = route.success[status];
  if (success) {
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    const body: unknown = isJson ? res.json() : res.body;
    const parsed = success.safeParse(body);
    expect(parsed.success, `success body off contract: ${what}\n${String(parsed.error)}`).toBe(
      true,
    );
    // A strict contract schema refuses unknown keys and bad values, so neither may succeed.
    expect(req.hasExtraKey, `extra key accepted: ${what}`).toBe(false);
    expect(contractAccepts(route, req), `body the contract refuses accepted: ${what}`).toBe(true);
    return;
  }
  expect(status, `status with no success schema: ${what}`).toBeGreaterThanOrEqual(400);
  expect(res.headers['content-type'], `error not JSON: ${what}`).toMatch(/^application\/json/);
  const parsed = errorResponse.safeParse(res.json());
  expect(parsed.success, `error body off contract: ${what}`).toBe(true);
}

/** The app's own declaration of each route's statuses, from its OpenAPI document. */
export function declaredStatuses(openapi: unknown): Map<string, Set<number>> {
  const declared = new Map<string, Set<number>>();
  const paths = (openapi as { paths?: Record<string, Record<string, { responses?: object }>> })
    .paths;
  for (const [path, operations] of Object.entries(paths ?? {})) {
    const pattern = path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    for (const [method, operation] of Object.entries(operations)) {
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      declared.set(`${method.toUpperCase()} ${pattern}`, new Set(statuses));
    }
  }
  return declared;
}

/** How often each status answered, per route name. */
export type Observed = Map<string, Map<number, number>>;

/** Statuses seen per route that the route does not declare (so no schema covers them). */
export function undeclared(observed: Observed, declared: Map<string, Set<number>>): string[] {
  const found: string[] = [];
  for (const [name, counts] of observed) {
    const known = declared.get(name) ?? new Set<number>();
    const missing = [...counts.keys()].filter((s) => !known.has(s)).sort();
    if (missing.length > 0) found.push(`${name}: ${missing.join(', ')}`);
  }
  return found.sort();
}

/** 'GET /x: 200×12 400×80' per route, to see how deep the generated requests got. */
export function statusSummary(observed: Observed): string[] {
  return [...observed.entries()].map(([name, counts]) => {
    const parts = [...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `${name}: ${parts.join(' ')}`;
  });
}

export function record(observed: Observed, route: FuzzRoute, status: number) {
  const name = routeName(route);
  const counts = observed.get(name) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  observed.set(name, counts);
}
