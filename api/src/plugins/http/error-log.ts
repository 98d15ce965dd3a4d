// What an error tells the log. drizzle's DrizzleQueryError carries the query text and every
// parameter (addresses, codes, reset-link hashes) in its message, its stack and `params`, and
// PostgreSQL's `detail` repeats the values of a failed row ("Key (email)=(…) already exists"):
// logged whole, any request that makes a statement fail writes them down. This keeps what makes a
// failure diagnosable (kind, message, stack, SQLSTATE, constraint, table, column) and drops the rest.

/** The fields of a driver error (pg, PGlite) that name what failed without quoting the data. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

const QUERY_WITHHELD = 'Failed query (its text and parameters are not logged)';

/**
 * drizzle's DrizzleQueryError: its message and stack are "Failed query: <text> params: <values>".
 * (PGlite's own error also carries `query` and `params`, but its message is PostgreSQL's, which is
 * kept: the fields themselves are never logged.)
 */
const isQueryError = (error: Error): boolean =>
  error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query');

/** An error as the log keeps it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The error as the log keeps it, following its causes a few levels down. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? error : 'Non-error thrown';
    return { type: typeof error, message, stack: message };
  }
  const query = isQueryError(error);
  const message = query ? QUERY_WITHHELD : error.message;
  const logged: LoggedError = {
    type: error.name,
    message,
    // A query error's stack starts with the query and its parameters.
    stack: query ? `${error.name}: ${message}` : (error.stack ?? `${error.name}: ${message}`),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
