// What one call of the API is: its method and path, who may make it, the schemas of what goes in
// and comes out, and its documentation. The API registers its routes from these, the browser calls
// through them, and the API's fuzz and access suites list their rows from them.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`: the call may still read a cookie of its own, as refresh does),
 * only a signed-in user of one role (401 without a session, 403 with the other role), or any
 * signed-in user whatever their role (`signed-in`: 401 without a session, never 403).
 */
export type Access = 'public' | 'student' | 'employer' | 'moderator' | 'signed-in';

/** The error statuses a call may answer on purpose, each with the `{ detail }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 502 | 503;

/** A statically typed call of the API; build one with `endpoint()`. */
export interface Endpoint<
  TParams extends z.ZodMiniObject | undefined = z.ZodMiniObject | undefined,
  TQuery extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Relative to the API root, with `:name` placeholders for the params (Fastify's syntax). */
  path: string;
  access: Access;
  /** The OpenAPI tag and one-line summary. */
  tag: string;
  /**
   * The operation's id in the OpenAPI document (`studentProfile`), which generated clients name
   * their calls by: unique, and never changed once published, whatever module the entry moves to.
   */
  operationId: string;
  summary: string;
  params: TParams;
  query: TQuery;
  body: TBody;
  /** The success status and its body. */
  status: 200 | 201;
  response: TResponse;
  /**
   * The media type of the success body when it is a file (`application/zip`) rather than JSON:
   * the API streams it as it is, and a browser downloads it instead of calling it.
   */
  produces?: string;
  /**
   * Error statuses the call answers on purpose, each with the `{ detail }` body. 400 (for calls
   * that take input) and 401/403 (for role-guarded calls) are implied and need not be listed.
   */
  errors: readonly ErrorStatus[];
}

/** What `endpoint()` is given: an Endpoint whose input schemas, status and errors may be left out. */
type EndpointSpec<
  TParams extends z.ZodMiniObject | undefined,
  TQuery extends z.ZodMiniType | undefined,
  TBody extends z.ZodMiniType | undefined,
  TResponse extends z.ZodMiniType,
> = Omit<
  Endpoint<TParams, TQuery, TBody, TResponse>,
  'params' | 'query' | 'body' | 'status' | 'errors'
> &
  Partial<
    Pick<
      Endpoint<TParams, TQuery, TBody, TResponse>,
      'params' | 'query' | 'body' | 'status' | 'errors'
    >
  >;

/**
 * An endpoint with the defaults filled in: status 200, no input, no listed errors. Marked free of
 * side effects so a bundler drops every entry a build does not name (and the schemas only it uses).
 */
// @__NO_SIDE_EFFECTS__
export function endpoint<
  TParams extends z.ZodMiniObject | undefined = undefined,
  TQuery extends z.ZodMiniType | undefined = undefined,
  TBody extends z.ZodMiniType | undefined = undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
>(
  spec: EndpointSpec<TParams, TQuery, TBody, TResponse>,
): Endpoint<TParams, TQuery, TBody, TResponse> {
  return {
    ...spec,
    params: spec.params as TParams,
    query: spec.query as TQuery,
    body: spec.body as TBody,
    status: spec.status ?? 200,
    errors: spec.errors ?? [],
  };
}

/** What a caller passes: the params, query and body the endpoint takes, each as its input type. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodMiniType ? { query: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: z.input<E['body']> } : { body?: undefined });

/** What a call resolves to: the parsed success body. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/**
 * The endpoint's path with its placeholders filled in, each value URL-encoded:
 * `endpointPath(listings.deleteListing, { id })` is `/employer/listings/<id>`.
 */
export function endpointPath(
  target: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, string>>,
): string {
  return target.path.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${target.path}: no value for ${placeholder}`);
    return encodeURIComponent(value);
  });
}

/**
 * The react-query key of an endpoint's answer: its path's segments, params filled in raw
 * (`endpointKey(applications.listingApplications, { id })` is `['employer', 'listings', id,
 * 'applications']`). Keys nest as paths do, so invalidating `endpointKey(listings.employerListings)`
 * also covers every listing's applications.
 */
export function endpointKey(
  target: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, string>>,
): readonly string[] {
  return target.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? (params?.[segment.slice(1)] ?? segment) : segment,
    );
}
