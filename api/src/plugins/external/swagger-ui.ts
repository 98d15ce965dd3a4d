// Interactive API docs at /docs/; the document itself at /docs/json.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const ROUTE_PREFIX = '/docs';

export default async function swaggerUiPlugin(app: FastifyInstance) {
  // The site serves the API under /api (prefix stripped by its proxy). Swagger UI's page at
  // /docs links its assets absolutely (/docs/static/...), which misses that prefix; at /docs/ it
  // links them relatively. A relative redirect keeps whatever prefix the browser used.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === ROUTE_PREFIX) return void reply.redirect(`.${ROUTE_PREFIX}/`);
    done();
  });
  await app.register(swaggerUi, { routePrefix: ROUTE_PREFIX });
}
