// Headers on every API answer: the browser must not sniff a type, frame an answer or send a
// referrer with the API's links; it grants no powerful feature (Permissions-Policy, as the site's
// pages do: shell/server/security-headers.ts) and keeps no opener across origins (COOP). The API
// sends no CORS header at all: only the site calls it, through its own origin's /api proxy. JSON
// answers also carry a CSP that allows nothing (an answer opened as a page runs no script);
// Swagger UI's pages keep their own needs.
//
// An answer that may hold personal data is never stored by a browser or a proxy
// (`Cache-Control: no-store`): one to a request that carried a session cookie (a public call such
// as a job's page adds the student's own application then), one that sets a cookie, and one to a
// write (sign-up answers with a token). A route that chose its own caching keeps it (the places
// lookup, the archive's download); public reads without a session keep none of their own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../accounts/auth/cookies';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** No powerful feature for any answer: the site uses none (IP location stands in for "near me"). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** A session cookie by either spelling (`__Host-` where the site is https: cookies.ts). */
const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Host-)?(?:${ACCESS_COOKIE}|${REFRESH_COOKIE})=[^;]`,
);

/** Whether the answer may depend on who asked or hand out a secret: then it is never stored. */
export function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (request.user != null) return true;
  if (reply.hasHeader('set-cookie')) return true;
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'no-referrer')
        .header('permissions-policy', PERMISSIONS_POLICY)
        .header('cross-origin-opener-policy', 'same-origin');
      if (!reply.hasHeader('cache-control') && isPersonal(request, reply))
        void reply.header('cache-control', 'no-store');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json'))
        void reply.header('content-security-policy', API_CSP);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
