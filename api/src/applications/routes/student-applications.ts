// GET /student/applications, POST /student/applications/{id}/withdraw and
// POST /student/applications/{id}/interview and …/{id}/offer (students only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { marketNow } from '../../listings/capacity';
import { requireUser } from '../../accounts/auth/plugin';
import { appliedListing } from '../applied-listing';
import { listStudentApplications } from '../student-applications';
import { withdrawApplication } from '../withdraw';
import { answerInterview } from '../interview';
import { answerOffer } from '../offer';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { partyMove } from './party-move';

const studentApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.applications.studentApplications),
    handler: (request) =>
      listStudentApplications(app.db, requireUser(request).id, request.query, marketNow(app.now())),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.appliedListing),
    handler: (request) =>
      appliedListing(app.db, {
        applicationId: request.params.id,
        studentId: requireUser(request).id,
      }),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.withdrawApplication),
    handler: async (request) => {
      await withdrawApplication(
        app.db,
        { applicationId: request.params.id, studentId: requireUser(request).id },
        app.now(),
      );
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.answerInterview),
    handler: partyMove(app, 'studentId', answerInterview),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.answerOffer),
    handler: partyMove(app, 'studentId', answerOffer),
  });
  done();
};

export default studentApplicationRoutes;
