// GET /system/jobs/by-category (public): open listings of one category, newest first, by keyset
// cursor, optionally within a radius (jobs/browse.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponse, jobsByCategoryQuery, jobsByCategoryResponse } from 'shared-kit/contract';
import { browseJobs } from '../../jobs/browse';
import { marketToday } from '../../lib/dates';

const systemJobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/by-category',
    {
      schema: {
        tags: ['system'],
        summary: 'Open jobs of a category, newest first (keyset cursor, optional radius)',
        querystring: jobsByCategoryQuery,
        response: { 200: jobsByCategoryResponse, 400: errorResponse },
      },
    },
    (request) => browseJobs(app.db, request.query, marketToday(app.now())),
  );
  done();
};

export default systemJobsRoutes;
