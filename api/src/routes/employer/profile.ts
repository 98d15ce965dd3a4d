// GET and PUT /employer/profile: business name (required) and description (at most 250).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  employerProfileResponse,
  errorResponse,
  updateEmployerProfileRequest,
  updateEmployerProfileResponse,
} from 'shared-kit/contract';
import { findEmployerProfile, updateEmployerProfile } from '../../employers/profile';
import { HttpError } from '../../lib/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../../plugins/app/auth';

const errors = { 401: errorResponse, 403: errorResponse };

const employerProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['employer'],
        summary: "The signed-in employer's profile",
        response: { 200: employerProfileResponse, ...errors },
      },
    },
    async (request) => {
      const profile = await findEmployerProfile(app.db, requireUser(request).id);
      // The session outlived its account (deleted meanwhile).
      if (!profile) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['employer'],
        summary: "Update the employer's business name and description",
        body: updateEmployerProfileRequest,
        response: { 200: updateEmployerProfileResponse, 400: errorResponse, ...errors },
      },
    },
    async (request) => {
      const saved = await updateEmployerProfile(app.db, requireUser(request).id, request.body);
      if (!saved) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return { ok: true as const };
    },
  );
  done();
};

export default employerProfileRoutes;
