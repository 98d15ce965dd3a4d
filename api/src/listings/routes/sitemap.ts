// GET /system/jobs/sitemap (public): the open listings the site's /sitemap.xml names
// (listings/sitemap.ts). The site asks once every few minutes; anyone else is limited per client
// (plugins/rate-limit/limits.ts, `sitemap`), since each answer reads every open listing.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { marketNow } from '../capacity';
import { listSitemapJobs } from '../sitemap';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const sitemapRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.listings.jobsSitemap),
    handler: async (request) => {
      await app.rateLimit.consume('sitemap', request);
      return { jobs: await listSitemapJobs(app.db, marketNow(app.now())) };
    },
  });
  done();
};

export default sitemapRoutes;
