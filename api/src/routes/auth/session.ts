// POST /auth/login, /auth/refresh, /auth/logout.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { checkCredentials } from '../../auth/login';
import { authMessages } from '../../auth/messages';
import { HttpError } from '../../lib/http-error';
import { endpointRoute } from '../endpoint-route';

const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.auth.login),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // Every attempt counts while it runs; a success takes its hits back, so only failures add up.
      const attempt = await app.rateLimit.consume('login', request, email);
      const user = await checkCredentials(app.db, email, password);
      if (!user) throw new HttpError(401, authMessages.loginFailed);
      await attempt.undo();
      await app.session.signIn(reply, user);
      return { user_id: user.id, role: user.role };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.refresh),
    handler: async (request, reply) => {
      const user = await app.session.refresh(request, reply);
      return { user_id: user.id, role: user.role };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.logout),
    handler: async (request, reply) => {
      await app.session.signOut(request, reply);
      return { ok: true as const };
    },
  });
  done();
};

export default sessionRoutes;
