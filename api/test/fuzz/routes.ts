// Every route of the API with its request and success schemas: the shared endpoint table, plus
// what only the fuzzer needs to know, plus the two storage routes outside the contract. Checked
// against the routes the app really registers (schema-fuzz.test.ts), so a new route cannot escape
// the fuzzing unnoticed.
import { allEndpoints, endpoints, type Endpoint } from 'api-contract';
import { z } from 'zod/mini';
import { dropBlankQuestions } from '../../src/listings/create-listing';

/** Who normally calls a route; the fuzzer also sends every route as the others. */
export type Caller = 'visitor' | 'student' | 'employer' | 'moderator';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify pattern (':id' placeholders), the endpoint's path. */
  path: string;
  caller: Caller;
  /**
   * Each request gets a new user of its own: for calls that end the session or the account
   * (logout, delete account) and for calls a user can make only once (apply), so the shared
   * callers stay signed in and every request can still succeed.
   */
  freshCaller?: boolean;
  /** Schema of each path parameter (the contract's params object's shape). */
  params?: Readonly<Record<string, z.ZodMiniType>>;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Success schemas by status; every other status must carry the contract's errorResponse. */
  success: Readonly<Record<number, z.ZodMiniType>>;
  /** What the route does to the body before validating it (its preValidation hook). */
  prepareBody?: (body: unknown) => unknown;
}

const { accounts, applications, listings } = endpoints;
const ok = (schema: z.ZodMiniType) => ({ 200: schema });

/** What the fuzzer must know beyond the endpoint table (see FuzzRoute). */
const extras = new Map<Endpoint, Partial<FuzzRoute>>([
  // Public calls that read the refresh cookie: sent with a session, which they then end or rotate.
  [accounts.refresh, { caller: 'student', freshCaller: true }],
  [accounts.logout, { caller: 'student', freshCaller: true }],
  [applications.deleteEmployerAccount, { freshCaller: true }],
  [applications.deleteStudentAccount, { freshCaller: true }],
  [applications.apply, { freshCaller: true }],
  [listings.createListing, { prepareBody: dropBlankQuestions }],
  [listings.editListing, { prepareBody: dropBlankQuestions }],
]);

function fromEndpoint(e: Endpoint): FuzzRoute {
  return {
    method: e.method,
    path: e.path,
    caller: e.access === 'public' ? 'visitor' : e.access === 'signed-in' ? 'student' : e.access,
    ...(e.params ? { params: e.params.shape as Record<string, z.ZodMiniType> } : {}),
    ...(e.query ? { query: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    success: { [e.status]: e.response },
    ...extras.get(e),
  };
}

export const fuzzRoutes: readonly FuzzRoute[] = [
  ...allEndpoints.map(fromEndpoint),
  // The local resume driver's signed links are outside the contract (the browser only follows
  // the URLs the API hands out); they get junk only, and the error shape is still checked.
  { method: 'GET', path: '/storage/download', caller: 'visitor', success: ok(z.unknown()) },
  { method: 'POST', path: '/storage/upload', caller: 'visitor', success: { 204: z.unknown() } },
];

/** 'GET /student/jobs/:id', the name of a route in test titles and reports. */
export const routeName = (route: FuzzRoute) => `${route.method} ${route.path}`;
