// Liveness and readiness in one: 200 only when the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponse, healthResponse } from 'shared-kit/contract';

export const DATABASE_UNAVAILABLE_DETAIL = 'Database unavailable.';

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check',
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database query failed');
        return reply.code(503).send({ detail: DATABASE_UNAVAILABLE_DETAIL });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  done();
};

export default healthRoutes;
