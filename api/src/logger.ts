// Structured JSON logs through Fastify's pino. Credentials never reach the log: auth headers,
// cookies and any password, code or token field are redacted, and an error is logged without the
// query text and parameters of a failed statement.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { serializeError } from './plugins/http/error-log';

const SECRET_FIELDS = [
  'password',
  'new_password',
  'password_hash',
  'token',
  'session_token',
  'refresh_token',
  'code',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  // One and two levels down (e.g. `body.password`, `req.body.token`). Not `err.code`: error
  // codes such as 23505 are what make a failure diagnosable, and they hold no secret.
  ...SECRET_FIELDS.map((field) => `body.${field}`),
  ...SECRET_FIELDS.filter((field) => field !== 'code').map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.body.${field}`),
];

// Query parameters that are credentials: a signed download link's signature (ours and S3's) and
// any token. The rest of the URL stays, so a request line is still diagnosable.
const SECRET_QUERY = /([?&](?:signature|x-amz-signature|x-amz-credential|token)=)[^&#]*/gi;

/** The URL with the values of its credential query parameters replaced by [Redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Errors without the query text and parameters a database error carries
      // (plugins/http/error-log.ts).
      err: (error: unknown) => serializeError(error),
      // Fastify's request fields, with the URL's credentials redacted.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
