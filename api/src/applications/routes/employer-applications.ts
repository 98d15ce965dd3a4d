// GET /employer/listings/{id}/applications, GET /employer/applications/{id},
// POST …/{id}/status, …/{id}/interview, …/{id}/offer and GET …/{id}/resume (owner only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { decideApplication } from '../decide';
import { inviteToInterview } from '../interview';
import { makeOffer } from '../offer';
import {
  applicationDetail,
  findReadableApplication,
  findViewableApplication,
  listListingApplications,
} from '../employer-review';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { partyMove } from './party-move';

const employerApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.applications.listingApplications),
    handler: async (request) => ({
      applications: await listListingApplications(app.db, {
        listingId: request.params.id,
        employerId: requireUser(request).id,
        now: app.now(),
      }),
    }),
  });
  app.route({
    ...endpointRoute(app, endpoints.applications.employerApplication),
    handler: async (request) => {
      // A rejected application is read-only: its resume and a new decision stay refused.
      const row = await findReadableApplication(app.db, requireUser(request).id, request.params.id);
      return applicationDetail(app.db, row, app.now());
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.setApplicationStatus),
    handler: async (request) => {
      const decision = request.body.new_status;
      const employerId = requireUser(request).id;
      await decideApplication(
        app.db,
        { applicationId: request.params.id, employerId, decision },
        { publicUrl: app.config.publicUrl, now: app.now() },
      );
      app.mail.kick();
      return { status: decision };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.inviteToInterview),
    handler: partyMove(app, 'employerId', inviteToInterview),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.makeOffer),
    handler: partyMove(app, 'employerId', makeOffer),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.applicationResume),
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
