// The moderators' calls on flagged and reported messages beyond their list (GET
// /moderator/messages, with the threads' routes): those dealt with, and the decision on one; and
// how many wait on each tab of the queue (GET /moderator/counts), messages among them.
// Only a moderator may make them (the endpoint table's access: 403 for students and employers).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { decideMessage } from '../thread/message-decision';
import { moderationCounts } from '../thread/moderation-counts';
import { dealtWithMessages } from '../thread/moderation';

const messageModerationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.moderation.counts),
    handler: () => moderationCounts(app.db),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.moderatorDealtWithMessages),
    handler: () => dealtWithMessages(app.db),
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.moderatorMessageDecision),
    handler: async (request) => {
      const decided = await decideMessage(app.db, {
        messageId: request.params.id,
        moderatorId: requireUser(request).id,
        outcome: request.body.outcome,
        note: request.body.note ?? '',
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      request.log.info(
        { messageId: request.params.id, outcome: request.body.outcome },
        'Moderator dealt with a message',
      );
      // A removal mails the employer and warns the applicants.
      if (request.body.outcome === 'listing_removed') app.mail.kick();
      return decided;
    },
  });

  done();
};

export default messageModerationRoutes;
