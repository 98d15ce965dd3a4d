// The student's saved jobs: list, ids, save and remove (students only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { marketNow } from '../listings/capacity';
import { requireUser } from '../accounts/auth/plugin';
import { listSavedJobs, saveJob, savedJobIds, unsaveJob } from './saved-jobs';
import { endpointRoute } from '../plugins/http/endpoint-route';

const savedJobRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.savedJobs.ids),
    handler: async (request) => ({ ids: await savedJobIds(app.db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.savedJobs.list),
    handler: (request) =>
      listSavedJobs(app.db, requireUser(request).id, request.query, marketNow(app.now())),
  });

  app.route({
    ...endpointRoute(app, endpoints.savedJobs.save),
    handler: async (request) => {
      await saveJob(app.db, {
        studentId: requireUser(request).id,
        listingId: request.params.id,
        now: app.now(),
      });
      return { saved: true };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.savedJobs.unsave),
    handler: async (request) => {
      await unsaveJob(app.db, { studentId: requireUser(request).id, listingId: request.params.id });
      return { saved: false };
    },
  });
  done();
};

export default savedJobRoutes;
