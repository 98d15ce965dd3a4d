// GET /student/jobs/{id} (public): the job of the apply page; removed or unknown → 404.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { applyMessages } from '../../applications/messages';
import { findJobDetail } from '../../jobs/job-detail';
import { HttpError } from '../../lib/http-error';
import { endpointRoute } from '../endpoint-route';

const studentJobRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.student.job),
    handler: async (request) => {
      const job = await findJobDetail(app.db, request.params.id);
      if (!job) throw new HttpError(404, applyMessages.jobNotFound);
      return job;
    },
  });
  done();
};

export default studentJobRoutes;
