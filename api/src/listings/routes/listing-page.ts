// GET /student/jobs/{id} (public): the job of the apply page; removed → 410, unknown or held for
// review → 404 (the page says which). A signed-in
// student also gets their own application to it; the session is read, never required: a missing,
// expired or foreign access cookie simply means a visitor's view.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { listingMessages } from '../messages';
import { secureCookies, sessionCookieNames } from '../../accounts/auth/cookies';
import { findAccessUser } from '../../accounts/auth/sessions';
import { findListingDetail, wasRemoved } from '../listing-detail';
import { HttpError } from '../../plugins/http/http-error';
import { marketNow } from '../capacity';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const listingPageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cookies = sessionCookieNames(secureCookies(app.config.publicUrl));
  app.route({
    ...endpointRoute(app, endpoints.listings.job),
    handler: async (request) => {
      const now = app.now();
      const token = request.cookies[cookies.access];
      const user = token ? await findAccessUser(app.db, token, now) : undefined;
      const job = await findListingDetail(app.db, request.params.id, {
        at: marketNow(now),
        studentId: user?.role === 'student' ? user.id : null,
        responseRateOf: (employerId) => app.responseRates.of(employerId),
      });
      if (!job) {
        if (await wasRemoved(app.db, request.params.id)) {
          throw new HttpError(410, listingMessages.removed);
        }
        throw new HttpError(404, listingMessages.notFound);
      }
      return job;
    },
  });
  done();
};

export default listingPageRoutes;
