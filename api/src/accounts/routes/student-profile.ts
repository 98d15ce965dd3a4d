// GET and PUT /student/profile (students only). Name and email are read-only; the body is strict,
// so an unknown field is a 400 and never stored.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { HttpError } from '../../plugins/http/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../auth/plugin';
import { findStudentProfile, updateStudentProfile } from '../students/profile';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const studentProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.studentProfile),
    handler: async (request) => {
      const profile = await findStudentProfile(app.db, requireUser(request).id, app.now());
      // The session outlived its account (deleted meanwhile).
      if (!profile) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return profile;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.updateStudentProfile),
    handler: async (request) => {
      const saved = await updateStudentProfile(app.db, requireUser(request).id, request.body);
      if (!saved) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return { ok: true as const };
    },
  });
  done();
};

export default studentProfileRoutes;
