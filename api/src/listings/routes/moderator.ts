// The moderator's calls: the queue, a listing under review, the decision on it, and
// reinstating an employer whose posting a removal paused.
// Only a moderator may make them (the endpoint table's access, 403 for students and employers).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { decideListing } from '../vetting/decide';
import { moderatedListing, moderationQueue } from '../vetting/moderation-queue';
import { reinstateEmployer } from '../vetting/reinstate';

const moderatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.moderation.queue),
    handler: (request) => moderationQueue(app.db, request.query.status),
  });

  app.route({
    ...endpointRoute(app, endpoints.moderation.listing),
    handler: (request) => moderatedListing(app.db, request.params.id),
  });

  app.route({
    ...endpointRoute(app, endpoints.moderation.decide),
    handler: async (request) => {
      const decided = await decideListing(app.db, {
        listingId: request.params.id,
        moderatorId: requireUser(request).id,
        decision: request.body.decision,
        reason: request.body.reason,
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      request.log.info(
        { listingId: request.params.id, decision: request.body.decision },
        'Moderator decided on a listing',
      );
      // Mails to the employer and applicants; an approved listing's alerts at the next pass.
      app.mail.kick();
      if (decided.status === 'posted') app.jobAlerts.kick();
      return decided;
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.moderation.reinstateEmployer),
    handler: async (request) => {
      const reinstated = await reinstateEmployer(app.db, {
        employerId: request.params.id,
        moderatorId: requireUser(request).id,
        reason: request.body.reason,
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      request.log.info({ employerId: request.params.id }, 'Moderator reinstated an employer');
      app.mail.kick();
      return reinstated;
    },
  });
  done();
};

export default moderatorRoutes;
