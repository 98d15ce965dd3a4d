// GET and POST /employer/listings, DELETE /employer/listings/{id} and
// GET /employer/listings/{id}/applications.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { listListingApplications } from '../../applications/employer-review';
import { marketToday } from '../../lib/dates';
import { createListing, dropBlankQuestions } from '../../listings/create-listing';
import { listEmployerListings } from '../../listings/employer-listings';
import { removeListing } from '../../listings/remove-listing';
import { requireUser } from '../../plugins/app/auth';
import { endpointRoute } from '../endpoint-route';

const employerListingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.employer.listings),
    handler: (request) =>
      listEmployerListings(app.db, requireUser(request).id, request.query, marketToday(app.now())),
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.createListing),
    // Blank questions are dropped before the contract validates the body (create-listing.ts).
    preValidation: (request, _reply, next) => {
      request.body = dropBlankQuestions(request.body);
      next();
    },
    handler: async (request, reply) => {
      const now = app.now();
      const created = await createListing(app.db, {
        employerId: requireUser(request).id,
        request: request.body,
        minimumWages: app.minimumWages.rates,
        today: marketToday(now),
        now,
      });
      // Instant job alerts hear of it within seconds rather than at the next minute's pass.
      app.jobAlerts.kick();
      return reply.code(201).send({ id: created.id });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.deleteListing),
    handler: async (request) => {
      const now = app.now();
      await removeListing(
        app.db,
        {
          listingId: request.params.id,
          employerId: requireUser(request).id,
          today: marketToday(now),
        },
        { publicUrl: app.config.publicUrl, now },
      );
      app.mail.kick();
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.listingApplications),
    handler: async (request) => ({
      applications: await listListingApplications(app.db, {
        listingId: request.params.id,
        employerId: requireUser(request).id,
        now: app.now(),
      }),
    }),
  });
  done();
};

export default employerListingRoutes;
