// GET /student/applications and POST /student/applications/{id}/withdraw (students only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { marketNow } from '../../listings/capacity';
import { requireUser } from '../../accounts/auth/plugin';
import { listStudentApplications } from '../student-applications';
import { withdrawApplication } from '../withdraw';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const studentApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.applications.studentApplications),
    handler: (request) =>
      listStudentApplications(app.db, requireUser(request).id, request.query, marketNow(app.now())),
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
  done();
};

export default studentApplicationRoutes;
