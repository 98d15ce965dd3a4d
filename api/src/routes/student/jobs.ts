// GET /student/jobs/{id} (public): the job of the apply page; removed or unknown → 404.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams, studentJobResponse } from 'shared-kit/contract';
import { findJobDetail } from '../../jobs/job-detail';
import { HttpError } from '../../lib/http-error';
import { applyMessages } from '../../applications/messages';

const studentJobRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['student'],
        summary: 'A job with its questions (public)',
        params: idParams,
        response: { 200: studentJobResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const job = await findJobDetail(app.db, request.params.id);
      if (!job) throw new HttpError(404, applyMessages.jobNotFound);
      return job;
    },
  );
  done();
};

export default studentJobRoutes;
