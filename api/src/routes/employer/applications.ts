// GET /employer/applications/{id}, POST …/{id}/status and GET …/{id}/resume (owner only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { decideApplication } from '../../applications/decide';
import { applicationDetail, findViewableApplication } from '../../applications/employer-review';
import { requireUser } from '../../plugins/app/auth';
import { endpointRoute } from '../endpoint-route';

const employerApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.employer.application),
    handler: async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return applicationDetail(app.db, row, app.now());
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.setApplicationStatus),
    handler: async (request) => {
      const decision = request.body.new_status;
      const employerId = requireUser(request).id;
      await decideApplication(
        app.db,
        { applicationId: request.params.id, employerId, decision },
        { publicUrl: app.config.publicUrl, now: app.now() },
      );
      app.mail.kick();
      // The job page's review time counts this decision from the next view on.
      app.reviewTimes.forget(employerId);
      return { status: decision };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.applicationResume),
    handler: async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return {
        url: app.resumeStorage.createDownloadUrl(row.storageKey, row.fileName, app.now()),
      };
    },
  });
  done();
};

export default employerApplicationRoutes;
