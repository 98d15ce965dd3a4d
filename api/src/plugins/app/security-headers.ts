// Headers on every API answer: the browser must not sniff a type, frame an answer or send a
// referrer with the API's links; it grants no powerful feature (Permissions-Policy, as the site's
// pages do: shell/server/security-headers.ts) and keeps no opener across origins (COOP). The API
// sends no CORS header at all: only the site calls it, through its own origin's /api proxy. JSON
// answers also carry a CSP that allows nothing (an answer opened as a page runs no script);
// Swagger UI's pages keep their own needs.
// (Answers that may hold personal data are marked no-store by the auth plugin, which knows the
// session: accounts/auth/no-store.ts.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** No powerful feature for any answer: the site uses none (IP location stands in for "near me"). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'no-referrer')
        .header('permissions-policy', PERMISSIONS_POLICY)
        .header('cross-origin-opener-policy', 'same-origin');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json'))
        void reply.header('content-security-policy', API_CSP);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
