// The threads of applications: GET and POST /student/applications/{id}/messages and
// /employer/applications/{id}/messages (each side under its own role's guard), a student's report
// of a message, each role's unread count, and the moderators' list of flagged or reported messages.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { moderatedMessages, reportMessage } from '../thread/moderation';
import type { ThreadRole } from '../thread/parties';
import { readThread, sendMessage } from '../thread/thread';
import { unreadMessages } from '../thread/unread';

const threadRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const party = (request: FastifyRequest, role: ThreadRole) => ({
    role,
    userId: requireUser(request).id,
  });

  for (const [role, read, send, unread] of [
    [
      'student',
      endpoints.applications.studentThread,
      endpoints.applications.studentSendMessage,
      endpoints.applications.studentUnreadMessages,
    ],
    [
      'employer',
      endpoints.applications.employerThread,
      endpoints.applications.employerSendMessage,
      endpoints.applications.employerUnreadMessages,
    ],
  ] as const) {
    app.route({
      ...endpointRoute(app, read),
      handler: (request) =>
        readThread(
          app.db,
          { applicationId: request.params.id, party: party(request, role), query: request.query },
          app.now(),
        ),
    });

    app.route({
      ...endpointRoute(app, send),
      handler: async (request, reply) => {
        const sender = party(request, role);
        await app.rateLimit.consumeAll(['messagesHour', 'messagesDay'], request, sender.userId);
        const message = await sendMessage(
          app.db,
          { applicationId: request.params.id, party: sender, request: request.body },
          { publicUrl: app.config.publicUrl, now: app.now() },
        );
        return reply.code(201).send(message);
      },
    });

    app.route({
      ...endpointRoute(app, unread),
      handler: async (request) => ({
        unread: await unreadMessages(app.db, requireUser(request).id),
      }),
    });
  }

  app.route({
    ...endpointRoute(app, endpoints.applications.reportMessage),
    handler: async (request) => {
      // Per network, in the budget listing reports use (plugins/rate-limit/limits.ts `report`);
      // per student, one report per employer message in their own threads bounds it.
      await app.rateLimit.consume('report', request);
      await reportMessage(
        app.db,
        {
          applicationId: request.params.id,
          messageId: request.params.message_id,
          studentId: requireUser(request).id,
          reason: request.body.reason,
        },
        app.now(),
      );
      return { reported: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.moderatorMessages),
    handler: () => moderatedMessages(app.db),
  });

  done();
};

export default threadRoutes;
