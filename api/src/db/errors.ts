// Recognising constraint violations whatever layer wrapped them (drizzle wraps driver errors in
// DrizzleQueryError with the original as `cause`).
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for a date or time the database cannot represent (SQLSTATE 22008 datetime_field_overflow,
 * 22009 invalid_time_zone_displacement_value): the request's fault, not the server's.
 */
export function isBadDateTime(error: unknown): boolean {
  const state = sqlState(error);
  return state === '22008' || state === '22009';
}

/** True for a unique_violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

// Node socket errors and pg's own message when the server drops a connection mid-query.
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_LOST_MESSAGE = /Connection terminated|connection (?:is )?(?:closed|ended)/i;

/**
 * True when the database could not be reached or went away (a restart, a failover): SQLSTATE class
 * 08 (connection exception), 57P01–57P03 (shutting down, cannot connect now), or a socket error.
 * Such failures are temporary, so the API answers 503 and the client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || /^57P0[1-3]$/.test(state))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// pg-pool's error when no connection came free within connectionTimeoutMillis.
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * True when the database is too busy for this request: its statement ran past the statement
 * timeout (SQLSTATE 57014 query_canceled) or no connection came free in time (db/client.ts). Like
 * an outage it passes, so the API answers 503 and the client may retry.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (sqlState(error) === '57014') return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if ((current as { message?: unknown }).message === POOL_WAIT_MESSAGE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
