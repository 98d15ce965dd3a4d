// A route's method, URL, schemas, OpenAPI text and guard, all read from its entry of the shared
// endpoint table, so a route cannot disagree with what the browser calls or the docs say:
//
//   app.route({ ...endpointRoute(app, endpoints.listings.employerListings), handler: (request) => … });
//
// The URL is the entry's path less the prefix the route's plugin is registered under.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { errorResponse, type Endpoint, type ErrorStatus } from 'api-contract';

type ErrorSchemas = { [S in ErrorStatus]?: typeof errorResponse };

/** The `schema` of a route: the entry's input schemas (those it has) and its responses. */
type EndpointSchema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  response: { [S in E['status']]: E['response'] } & ErrorSchemas;
} & (E['params'] extends undefined ? unknown : { params: NonNullable<E['params']> }) &
  (E['query'] extends undefined ? unknown : { querystring: NonNullable<E['query']> }) &
  (E['body'] extends undefined ? unknown : { body: NonNullable<E['body']> });

export interface EndpointRoute<E extends Endpoint> {
  method: E['method'];
  url: string;
  schema: EndpointSchema<E>;
  onRequest?: onRequestAsyncHookHandler;
}

/**
 * The error statuses a call may answer: its own, 400 when it takes input, 401 when guarded and 403
 * when guarded by role.
 */
export function errorStatuses(target: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(target.errors);
  if (target.params || target.query || target.body) statuses.add(400);
  if (target.access !== 'public') statuses.add(401);
  if (target.access !== 'public' && target.access !== 'signed-in') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** The onRequest guard of the entry's access: none when public, any session, or one role's. */
function guard(app: FastifyInstance, target: Endpoint): { onRequest?: onRequestAsyncHookHandler } {
  if (target.access === 'public') return {};
  if (target.access === 'signed-in') return { onRequest: app.authenticate };
  return { onRequest: app.requireRole(target.access) };
}

export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  target: E,
): EndpointRoute<E> {
  if (!target.path.startsWith(app.prefix)) {
    throw new Error(`${target.path} registered under the prefix ${app.prefix}`);
  }
  // A plugin's own root ('/health' under the prefix '/health') is '/', as Fastify names it.
  const url = target.path.slice(app.prefix.length) || '/';
  const response: Record<number, unknown> = { [target.status]: target.response };
  for (const status of errorStatuses(target)) response[status] = errorResponse;
  const schema: Record<string, unknown> = { tags: [target.tag], summary: target.summary, response };
  if (target.params) schema.params = target.params;
  if (target.query) schema.querystring = target.query;
  if (target.body) schema.body = target.body;
  return {
    method: target.method,
    url,
    schema: schema as EndpointSchema<E>,
    // The guard runs before the body is read and validated: a caller without the right session
    // learns nothing about the input rules, and no work is done for it.
    ...guard(app, target),
  };
}
