// An answer that may hold personal data is never stored by a browser or a proxy
// (`Cache-Control: no-store`): one to a request that carried a session cookie (a public call such
// as a job's page adds the student's own application then), one that sets a cookie, and one to a
// write (sign-up answers with a token). A route that chose its own caching keeps it (the places
// lookup, the archive's download); public reads without a session keep none of their own.
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { SessionCookieNames } from './cookies';

/** Whether the answer may depend on who asked or hand out a secret: then it is never stored. */
export function isPersonal(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: SessionCookieNames,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (request.user != null) return true;
  if (reply.hasHeader('set-cookie')) return true;
  // No jar when the answer left before the cookies were read (the 503 of a draining server, sent
  // from an earlier onRequest hook than @fastify/cookie's).
  const jar = (request.cookies as FastifyRequest['cookies'] | null) ?? {};
  return jar[cookies.access] !== undefined || jar[cookies.refresh] !== undefined;
}

/** The onSend hook that marks personal answers `no-store`. */
export function noStore(cookies: SessionCookieNames): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request, reply, cookies))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  };
}
