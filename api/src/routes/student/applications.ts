// GET /student/applications and POST /student/applications/{id}/withdraw (students only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParams,
  studentApplicationsQuery,
  studentApplicationsResponse,
  withdrawApplicationResponse,
} from 'shared-kit/contract';
import { requireUser } from '../../plugins/app/auth';
import { listStudentApplications } from '../../students/applications';
import { withdrawApplication } from '../../students/withdraw';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const studentApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/applications',
    {
      preHandler: app.requireRole('student'),
      schema: {
        tags: ['student'],
        summary: "The student's applications, newest first (keyset cursor)",
        querystring: studentApplicationsQuery,
        response: { 200: studentApplicationsResponse, ...errors },
      },
    },
    (request) => listStudentApplications(app.db, requireUser(request).id, request.query),
  );

  app.post(
    '/applications/:id/withdraw',
    {
      preHandler: app.requireRole('student'),
      schema: {
        tags: ['student'],
        summary: 'Withdraw an application that is neither withdrawn nor rejected',
        params: idParams,
        response: {
          200: withdrawApplicationResponse,
          404: errorResponse,
          409: errorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      await withdrawApplication(app.db, {
        applicationId: request.params.id,
        studentId: requireUser(request).id,
      });
      return { ok: true as const };
    },
  );
  done();
};

export default studentApplicationRoutes;
