// GET /system/jobs/{id}/similar (public): open jobs like a listing, removed ones included
// (listings/similar.ts), for the page of a job that no longer takes applications. Limited per
// client as browse is (plugins/rate-limit/limits.ts, `browse`): each answer is a browse.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { listingMessages } from '../messages';
import { marketNow } from '../capacity';
import { findSimilarJobs } from '../similar';
import { HttpError } from '../../plugins/http/http-error';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const similarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.listings.similarJobs),
    handler: async (request) => {
      await app.rateLimit.consume('browse', request);
      const jobs = await findSimilarJobs(app.db, request.params.id, marketNow(app.now()));
      if (!jobs) throw new HttpError(404, listingMessages.notFound);
      return { jobs };
    },
  });
  done();
};

export default similarRoutes;
