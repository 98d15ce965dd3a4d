// GET /system/jobs/by-category (public): open listings of one category, newest first, by keyset
// cursor, optionally within a radius (jobs/browse.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { browseJobs } from '../../jobs/browse';
import { marketToday } from '../../lib/dates';
import { endpointRoute } from '../endpoint-route';

const systemJobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.system.jobsByCategory),
    handler: (request) => browseJobs(app.db, request.query, marketToday(app.now())),
  });
  done();
};

export default systemJobsRoutes;
