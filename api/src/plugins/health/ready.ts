// GET /ready: whether this replica should get traffic, for a load balancer (and the site's replica
// pool). 200 when the database answers `select 1` within READY_TIMEOUT_MS, 503 otherwise, and
// 503 while the replica drains (graceful-shutdown). Outside the contract: an operator's route.
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { DATABASE_UNAVAILABLE_DETAIL } from './health';

export const READY_TIMEOUT_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const readyRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await within(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'Not ready: database check failed');
      return reply.code(503).send({ detail: DATABASE_UNAVAILABLE_DETAIL });
    }
    return { status: 'ready' };
  });
  done();
};

export default readyRoutes;
