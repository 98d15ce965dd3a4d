// GET and PUT /student/profile (students only). Name and email are read-only; the body is strict,
// so an unknown field is a 400 and never stored.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  studentProfileResponse,
  updateStudentProfileRequest,
  updateStudentProfileResponse,
} from 'shared-kit/contract';
import { HttpError } from '../../lib/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../../plugins/app/auth';
import { findStudentProfile, updateStudentProfile } from '../../students/profile';

const errors = { 401: errorResponse, 403: errorResponse };

const studentProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/profile',
    {
      preHandler: app.requireRole('student'),
      schema: {
        tags: ['student'],
        summary: "The signed-in student's profile",
        response: { 200: studentProfileResponse, ...errors },
      },
    },
    async (request) => {
      const profile = await findStudentProfile(app.db, requireUser(request).id);
      // The session outlived its account (deleted meanwhile).
      if (!profile) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireRole('student'),
      schema: {
        tags: ['student'],
        summary: "Replace the student's editable profile fields and qualifications",
        body: updateStudentProfileRequest,
        response: { 200: updateStudentProfileResponse, 400: errorResponse, ...errors },
      },
    },
    async (request) => {
      const saved = await updateStudentProfile(app.db, requireUser(request).id, request.body);
      if (!saved) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return { ok: true as const };
    },
  );
  done();
};

export default studentProfileRoutes;
