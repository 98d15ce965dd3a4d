// GET /student/jobs/{id} (public): the job of the apply page; removed or unknown → 404. A signed-in
// student also gets their own application to it; the session is read, never required: a missing,
// expired or foreign access cookie simply means a visitor's view.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { applyMessages } from '../../applications/messages';
import { secureCookies, sessionCookieNames } from '../../auth/cookies';
import { findAccessUser } from '../../auth/sessions';
import { findJobDetail } from '../../jobs/job-detail';
import { HttpError } from '../../lib/http-error';
import { marketNow } from '../../listings/capacity';
import { endpointRoute } from '../endpoint-route';

const studentJobRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cookies = sessionCookieNames(secureCookies(app.config.publicUrl));
  app.route({
    ...endpointRoute(app, endpoints.student.job),
    handler: async (request) => {
      const now = app.now();
      const token = request.cookies[cookies.access];
      const user = token ? await findAccessUser(app.db, token, now) : undefined;
      const job = await findJobDetail(app.db, request.params.id, {
        at: marketNow(now),
        reviewDays: (employerId) => app.reviewTimes.of(employerId),
        studentId: user?.role === 'student' ? user.id : null,
      });
      if (!job) throw new HttpError(404, applyMessages.jobNotFound);
      return job;
    },
  });
  done();
};

export default studentJobRoutes;
