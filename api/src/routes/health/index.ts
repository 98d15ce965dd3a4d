// Liveness and readiness in one: 200 only when the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { endpointRoute } from '../endpoint-route';

export const DATABASE_UNAVAILABLE_DETAIL = 'Database unavailable.';

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.health),
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database query failed');
        return reply.code(503).send({ detail: DATABASE_UNAVAILABLE_DETAIL });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
  done();
};

export default healthRoutes;
