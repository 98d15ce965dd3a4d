// GET /system/jobs/by-category (public): open listings of one category, newest first, by keyset
// cursor, optionally within a radius, above a pay and matching search words (jobs/browse.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { browseJobs } from '../../jobs/browse';
import { marketToday } from '../../lib/dates';
import { WordsQueries } from '../../search/words-query';
import { endpointRoute } from '../endpoint-route';

const systemJobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const wordsQueries = new WordsQueries();
  app.route({
    ...endpointRoute(app, endpoints.system.jobsByCategory),
    handler: async (request) => {
      const { query } = request;
      const wordsQuery = query.q ? await wordsQueries.toQuery(app.db, query.q) : null;
      return browseJobs(app.db, query, marketToday(app.now()), wordsQuery);
    },
  });
  done();
};

export default systemJobsRoutes;
