// What @fastify/swagger cannot read from a route's schemas, added to the generated document: each
// operation's id, who may call it (security) and a sentence per response. Operations of the
// endpoint table take all of it from their entry, so the document cannot disagree with the guard;
// the few routes outside the table (the local storage driver's) bring their own.
import { allEndpoints, type Access, type Endpoint } from 'api-contract';

/** The part of an OpenAPI operation this file writes or a route outside the table supplies. */
export interface OperationDoc {
  operationId: string;
  security: Array<Record<string, string[]>>;
  description: string;
  /** Replaces the generated request body (a multipart form that Fastify does not parse). */
  requestBody?: unknown;
  /** Merged over the generated response of each status named; `content: undefined` drops it. */
  responses?: Record<string, OpenApiResponse>;
}

interface OpenApiResponse {
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
}

interface OpenApiOperation {
  operationId?: string;
  security?: unknown;
  description?: string;
  requestBody?: unknown;
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export const SECURITY_SCHEME = 'cookieAuth';

/** A `Retry-After` header, as the rate limiter and the busy answers send it. */
export const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public: no session needed.',
  student: 'Students only: needs the session cookie of a signed-in student.',
  employer: 'Employers only: needs the session cookie of a signed-in employer.',
  moderator: 'Moderators only: needs the session cookie of a signed-in moderator.',
  'signed-in': 'Any signed-in user: needs the session cookie of a student, employer or moderator.',
};

function errorText(status: number, entry: Endpoint): string {
  switch (status) {
    case 400:
      return 'The request failed validation; `detail` says what.';
    case 401:
      return entry.access === 'public'
        ? 'Not accepted: wrong credentials, or no valid session cookie; `detail` says which.'
        : 'Not signed in.';
    case 403:
      return 'Signed in with another role, or a cross-site request.';
    case 404:
      return 'Not found (or not visible to the caller); `detail` says what.';
    case 409:
      return 'Conflicts with the current state of the resource; `detail` says why.';
    case 410:
      return 'Gone: it existed but is no longer available.';
    case 429:
      return 'Too many requests; try again after the seconds in Retry-After.';
    case 502:
      return 'An upstream service did not answer properly; try again later.';
    case 503:
      return 'Busy or temporarily unavailable; try again later (after Retry-After when sent).';
    default:
      return `Error ${status}; \`detail\` says what.`;
  }
}

/** `METHOD /path/{param}`: how an operation is keyed here, in the document's path syntax. */
export const operationKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

/** Every entry of the table, keyed by method and path (its operation id is its own). */
function tableOperations(): Map<string, Endpoint> {
  return new Map(allEndpoints.map((entry) => [operationKey(entry.method, entry.path), entry]));
}

function describeEntry(operation: OpenApiOperation, entry: Endpoint): void {
  operation.operationId = entry.operationId;
  operation.security = entry.access === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }];
  operation.description = ACCESS_TEXT[entry.access];
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    const status = Number(code);
    if (status === entry.status) {
      response.description = `${status === 201 ? 'Created' : 'OK'}. ${entry.summary}.`;
      // A file, not JSON: the generated schema of `unknown` says nothing of what arrives.
      if (entry.produces) {
        response.content = { [entry.produces]: { schema: { type: 'string', format: 'binary' } } };
      }
      continue;
    }
    response.description = errorText(status, entry);
    if (status === 429) response.headers = { ...response.headers, ...RETRY_AFTER_HEADER };
  }
}

/**
 * Adds ids, security and response descriptions to the document's operations: from the endpoint
 * table, or from `outside` (keyed by `operationKey`) for routes that are not in it.
 */
export function describeOperations<D extends OpenApiDocument>(
  document: D,
  outside: Readonly<Record<string, OperationDoc>>,
): D {
  const table = tableOperations();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = operationKey(method, path);
      const fromTable = table.get(key);
      if (fromTable) {
        describeEntry(operation, fromTable);
        continue;
      }
      const own = outside[key];
      if (!own) continue;
      const { responses, requestBody, ...rest } = own;
      Object.assign(operation, rest);
      if (requestBody) operation.requestBody = requestBody;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const merged: OpenApiResponse = { ...operation.responses?.[status], ...response };
        if (merged.content === undefined) delete merged.content;
        operation.responses = { ...operation.responses, [status]: merged };
      }
    }
  }
  return document;
}
