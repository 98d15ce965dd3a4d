// POST /auth/login, /auth/refresh, /auth/logout. A login that succeeds makes the browser known to
// the account (accounts/auth/device-cookie.ts), so others' failed guesses never slow it down.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { checkCredentials } from '../auth/login';
import { authMessages } from '../auth/messages';
import { HttpError } from '../../plugins/http/http-error';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.login),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // Every attempt counts while it runs; a success takes its hits back, so only failures add up.
      const attempt = await app.rateLimit.consume('login', request, email);
      // The account's budget across addresses: a browser it knows has its own (device cookie).
      const device = await app.loginDevices.trusted(request, email);
      const budget = await app.rateLimit
        .loginBudget(request, email, device)
        .catch(async (error: unknown) => {
          // Refused before any password was checked: not a guess for the other limits.
          await attempt.undo();
          throw error;
        });
      const user = await checkCredentials(app.db, email, password);
      if (!user) throw new HttpError(401, authMessages.loginFailed);
      await Promise.all([attempt.undo(), budget.undo()]);
      await app.loginDevices.remember(reply, email);
      await app.session.signIn(reply, user);
      return { user_id: user.id, role: user.role };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.refresh),
    handler: async (request, reply) => {
      const user = await app.session.refresh(request, reply);
      return { user_id: user.id, role: user.role };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.logout),
    handler: async (request, reply) => {
      await app.session.signOut(request, reply);
      return { ok: true as const };
    },
  });
  done();
};

export default sessionRoutes;
