// Liveness and readiness in one: 200 only when the database answers. It also names the last day
// of the minimum wage table, with the operator's warning when it does not cover the year ahead.
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { endpointRoute } from '../http/endpoint-route';

export const DATABASE_UNAVAILABLE_DETAIL = 'Database unavailable.';

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.system.health),
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database query failed');
        return reply.code(503).send({ detail: DATABASE_UNAVAILABLE_DETAIL });
      }
      const { tableEnds, warning } = app.minimumWageCoverage();
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        minimum_wage: { table_ends: tableEnds, warning },
      };
    },
  });
  done();
};

export default healthRoutes;
