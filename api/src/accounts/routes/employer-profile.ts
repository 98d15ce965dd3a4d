// GET /employer/profile: business name, email, description, the ABN and the register's answer
// about it. PUT, which may send live listings back to review, is a listings move
// (listings/routes/business-profile.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { findEmployerProfile } from '../employers/profile';
import { HttpError } from '../../plugins/http/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const employerProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.employerProfile),
    handler: async (request) => {
      const profile = await findEmployerProfile(app.db, requireUser(request).id);
      // The session outlived its account (deleted meanwhile).
      if (!profile) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return profile;
    },
  });
  done();
};

export default employerProfileRoutes;
