// POST /student/verification, POST /student/verification/confirm, DELETE /student/verification
// (students only): proving a university or TAFE address by a mailed code.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { requireUser } from '../auth/plugin';
import {
  confirmVerification,
  removeVerification,
  requestVerification,
} from '../verification/verify';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const studentVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.requestVerification),
    handler: async (request) => {
      const student = requireUser(request).id;
      await app.rateLimit.consume('verificationRequest', request, student);
      return requestVerification(app, student, request.body.email, (address) =>
        app.rateLimit.consume('mail', request, address),
      );
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.confirmVerification),
    handler: async (request) => {
      const student = requireUser(request).id;
      await app.rateLimit.consume('verificationConfirm', request, student);
      return confirmVerification(app, student, request.body.code);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.removeVerification),
    handler: async (request) => {
      await removeVerification(app.db, requireUser(request).id);
      return { ok: true as const };
    },
  });
  done();
};

export default studentVerificationRoutes;
