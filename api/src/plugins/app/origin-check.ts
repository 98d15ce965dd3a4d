// CSRF defence in depth beside SameSite=Lax cookies: a state-changing call (POST, PUT, PATCH,
// DELETE) that a browser marks as cross-site, or whose Origin is not the site (PUBLIC_URL), is
// refused with 403. Calls without Origin (curl, servers, tests) pass. Never compared with the
// request's own Host or X-Forwarded-Host: a client writes those.
// With a loopback PUBLIC_URL, localhost, 127.0.0.1 and [::1] on the same port count as one origin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CROSS_SITE_DETAIL = 'This request came from another site and was refused.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The origins that may call: PUBLIC_URL's, plus its loopback aliases when it is loopback. */
export function allowedOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${port}`);
  }
  return origins;
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const allowed = allowedOrigins(options.publicUrl);

    app.addHook('onRequest', (request, reply, done) => {
      if (!UNSAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const foreign = fetchSite === 'cross-site' || (origin !== undefined && !allowed.has(origin));
      if (!foreign) return done();
      request.log.warn({ origin, fetchSite }, 'Cross-site request refused');
      void reply.code(403).send({ detail: CROSS_SITE_DETAIL });
    });
  },
  { name: 'origin-check' },
);
