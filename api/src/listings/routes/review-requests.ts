// Asking a person to look again: the employer's view of what our checks hold back and their
// request for a review; the moderators' list of open requests and their written answer.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { answerReviewRequest, openReviewRequests, requestReview } from '../vetting/review-requests';
import { reviewStatus } from '../vetting/review-status';

const reviewRequestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.moderation.reviewStatus),
    handler: (request) => reviewStatus(app.db, requireUser(request).id),
  });

  app.route({
    ...endpointRoute(app, endpoints.moderation.requestReview),
    handler: async (request, reply) => {
      await requestReview(app.db, {
        employerId: requireUser(request).id,
        request: request.body,
        now: app.now(),
      });
      request.log.info(
        { listingId: request.body.listing_id },
        'An employer asked for a review by a person',
      );
      return reply.code(201).send({ ok: true as const });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.moderation.reviewRequests),
    handler: () => openReviewRequests(app.db),
  });

  app.route({
    ...endpointRoute(app, endpoints.moderation.answerReviewRequest),
    handler: async (request) => {
      await answerReviewRequest(app.db, {
        requestId: request.params.id,
        reason: request.body.reason,
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      request.log.info({ requestId: request.params.id }, 'A moderator answered a review request');
      app.mail.kick();
      return { ok: true as const };
    },
  });
  done();
};

export default reviewRequestRoutes;
