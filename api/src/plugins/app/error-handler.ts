// Every error leaves the API as `{ detail }` (SPEC section 7): a readable message for 4xx, a fixed
// message for 5xx. Internals and stack traces are logged, never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { isBadDateTime, isDatabaseBusy, isDatabaseUnavailable } from '../../db/errors';
import { RouteTable } from '../http/allowed-methods';
import { HttpError } from '../http/http-error';

export const INTERNAL_ERROR_DETAIL = 'Something went wrong. Please try again later.';
export const NOT_FOUND_DETAIL = 'Not found';
export const METHOD_NOT_ALLOWED_DETAIL = 'Method not allowed';
export const BAD_DATE_TIME_DETAIL = 'A date or time in the request is out of range.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** "email: Invalid email address; password: Too small" from the failed schema checks. */
function validationDetail(error: FastifyError): string {
  const issues = error.validation ?? [];
  if (issues.length === 0) return error.message;
  return issues
    .map((issue) => {
      // instancePath is a JSON pointer such as /questions/0/text.
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return where
        ? `${where}: ${issue.message ?? 'is invalid'}`
        : (issue.message ?? 'Invalid request');
    })
    .join('; ');
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return reply.code(400).send({ detail: validationDetail(error) });
      }
      if (isBadDateTime(error)) {
        request.log.info({ err: error }, 'Date or time out of range');
        return reply.code(400).send({ detail: BAD_DATE_TIME_DETAIL });
      }
      const retryLater = () =>
        reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ detail: INTERNAL_ERROR_DETAIL });
      if (isDatabaseUnavailable(error)) {
        // Temporary: the pool reconnects by itself once the database is back.
        request.log.error({ err: error }, 'Database unavailable');
        return retryLater();
      }
      if (isDatabaseBusy(error)) {
        // A statement ran past its time or no connection came free: busy now, not broken.
        request.log.warn({ err: error }, 'Database busy; asked to retry');
        return retryLater();
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (error instanceof HttpError && status === 503) {
        // Deliberate and temporary (e.g. the password-hashing queue is full): retry after a while.
        request.log.warn({ err: error }, 'Busy; asked to retry');
        return reply.code(503).headers(error.headers).send({ detail: INTERNAL_ERROR_DETAIL });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'Request failed');
        return reply.code(status).send({ detail: INTERNAL_ERROR_DETAIL });
      }
      if (error instanceof HttpError) void reply.headers(error.headers);
      return reply.code(status).send({ detail: error.message });
    });

    // Registered before the routes, so it sees every one of them (docs/adr/0005).
    const routes = new RouteTable();
    app.addHook('onRoute', (route) => routes.add(route.url, route.method));
    app.setNotFoundHandler((request, reply) => {
      const allowed = routes.allowedMethods(request.url);
      if (allowed.length === 0) return reply.code(404).send({ detail: NOT_FOUND_DETAIL });
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: METHOD_NOT_ALLOWED_DETAIL });
    });
  },
  { name: 'error-handler' },
);
