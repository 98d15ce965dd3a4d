// POST /student/jobs/{id}/report: a signed-in student reports a listing to our team.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { reportListing } from '../vetting/reports';

const reportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.moderation.reportJob),
    handler: async (request, reply) => {
      // Per network here; per student, the daily limit counts the reports kept (vetting/reports.ts).
      await app.rateLimit.consume('report', request);
      const { held } = await reportListing(app.db, {
        studentId: requireUser(request).id,
        listingId: request.params.id,
        report: request.body,
        now: app.now(),
      });
      if (held) request.log.info({ listingId: request.params.id }, 'Listing held by reports');
      return reply.code(201).send({ ok: true as const });
    },
  });
  done();
};

export default reportRoutes;
