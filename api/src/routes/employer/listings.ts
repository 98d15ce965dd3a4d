// GET and POST /employer/listings, DELETE /employer/listings/{id} and
// GET /employer/listings/{id}/applications.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  createListingRequest,
  createListingResponse,
  deleteListingResponse,
  employerListingsQuery,
  employerListingsResponse,
  errorResponse,
  idParams,
  listingApplicationsResponse,
} from 'shared-kit/contract';
import { listListingApplications } from '../../applications/employer-review';
import { marketToday } from '../../lib/dates';
import { createListing, dropBlankQuestions } from '../../listings/create-listing';
import { listEmployerListings } from '../../listings/employer-listings';
import { removeListing } from '../../listings/remove-listing';
import { requireUser } from '../../plugins/app/auth';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const employerListingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/listings',
    {
      schema: {
        tags: ['employer'],
        summary: "The employer's listings, newest first (keyset cursor)",
        querystring: employerListingsQuery,
        response: { 200: employerListingsResponse, ...errors },
      },
    },
    (request) =>
      listEmployerListings(app.db, requireUser(request).id, request.query, marketToday(app.now())),
  );

  app.post(
    '/listings',
    {
      // Blank questions are dropped before the contract validates the body (create-listing.ts).
      preValidation: (request, _reply, next) => {
        request.body = dropBlankQuestions(request.body);
        next();
      },
      schema: {
        tags: ['employer'],
        summary: 'Post a new job listing with its questions',
        body: createListingRequest,
        response: { 201: createListingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const id = await createListing(app.db, {
        employerId: requireUser(request).id,
        request: request.body,
        today: marketToday(now),
        now,
      });
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    '/listings/:id',
    {
      schema: {
        tags: ['employer'],
        summary: 'Remove a listing that is neither expired nor removed',
        params: idParams,
        response: { 200: deleteListingResponse, 404: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      await removeListing(app.db, {
        listingId: request.params.id,
        employerId: requireUser(request).id,
        today: marketToday(app.now()),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/listings/:id/applications',
    {
      schema: {
        tags: ['employer'],
        summary: "A listing's applications (not withdrawn, resume stored), newest first",
        params: idParams,
        response: { 200: listingApplicationsResponse, 404: errorResponse, ...errors },
      },
    },
    async (request) => ({
      applications: await listListingApplications(app.db, {
        listingId: request.params.id,
        employerId: requireUser(request).id,
      }),
    }),
  );
  done();
};

export default employerListingRoutes;
