// GET and POST /employer/listings; GET, PATCH (edit) and DELETE /employer/listings/{id}; and
// POST .../{id}/close.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { marketToday } from '../../plugins/time/dates';
import { createListing, dropBlankQuestions } from '../create-listing';
import { listEmployerListings } from '../employer-listings';
import { closeListing, type HireAtClose } from '../close-listing';
import { editListing } from '../edit/edit-listing';
import { listingToEdit } from '../edit/listing-to-edit';
import { removeListing } from '../remove-listing';
import { newEmployerPostings } from '../vetting/network-postings';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';

export interface EmployerListingRoutesOptions {
  /** Makes the applicants named in a close as filled hired (see HireAtClose). */
  hireAtClose: HireAtClose;
}

const employerListingRoutes: FastifyPluginCallbackZod<EmployerListingRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.route({
    ...endpointRoute(app, endpoints.listings.employerListings),
    handler: (request) =>
      listEmployerListings(app.db, requireUser(request).id, request.query, marketToday(app.now())),
  });

  app.route({
    ...endpointRoute(app, endpoints.listings.createListing),
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
        postingLimits: app.postingLimits,
        countNewEmployerPosting: newEmployerPostings(app.rateLimit, request),
      });
      // Instant job alerts hear of it within seconds rather than at the next minute's pass; a
      // held listing waits for a moderator's approval.
      if (created.status === 'posted') app.jobAlerts.kick();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listings.employerListing),
    handler: (request) =>
      listingToEdit(app.db, { listingId: request.params.id, employerId: requireUser(request).id }),
  });

  app.route({
    ...endpointRoute(app, endpoints.listings.editListing),
    // Blank questions are dropped as when posting (create-listing.ts).
    preValidation: (request, _reply, next) => {
      request.body = dropBlankQuestions(request.body);
      next();
    },
    handler: async (request) => {
      const now = app.now();
      const edited = await editListing(app.db, {
        listingId: request.params.id,
        employerId: requireUser(request).id,
        request: request.body,
        minimumWages: app.minimumWages.rates,
        today: marketToday(now),
        now,
      });
      return edited;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.listings.deleteListing),
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
    ...endpointRoute(app, endpoints.listings.closeListing),
    handler: async (request) => {
      const now = app.now();
      const result = await closeListing(
        app.db,
        {
          listingId: request.params.id,
          employerId: requireUser(request).id,
          request: request.body,
          today: marketToday(now),
        },
        { publicUrl: app.config.publicUrl, now },
        options.hireAtClose,
      );
      app.mail.kick();
      return result;
    },
  });
  done();
};

export default employerListingRoutes;
