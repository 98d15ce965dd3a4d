// Structured JSON logs through Fastify's pino. Credentials never reach the log: auth headers,
// cookies and any password, code or token field are redacted.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

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

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[Redacted]' } };
}
