// GET and PUT /employer/profile: business name (required) and description (at most 250).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { findEmployerProfile, updateEmployerProfile } from '../employers/profile';
import { HttpError } from '../../plugins/http/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const employerProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.employer.profile),
    handler: async (request) => {
      const profile = await findEmployerProfile(app.db, requireUser(request).id);
      // The session outlived its account (deleted meanwhile).
      if (!profile) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return profile;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.updateProfile),
    handler: async (request) => {
      const saved = await updateEmployerProfile(app.db, requireUser(request).id, request.body);
      if (!saved) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return { ok: true as const };
    },
  });
  done();
};

export default employerProfileRoutes;
