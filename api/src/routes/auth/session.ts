// POST /auth/login, /auth/refresh, /auth/logout.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loginRequest,
  loginResponse,
  logoutResponse,
  refreshResponse,
} from 'shared-kit/contract';
import { checkCredentials } from '../../auth/login';
import { authMessages } from '../../auth/messages';
import { HttpError } from '../../lib/http-error';

const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Every attempt counts while it runs; a success takes its hits back, so only failures add up.
      const attempt = await app.rateLimit.consume('login', request, email);
      const user = await checkCredentials(app.db, email, password);
      if (!user) throw new HttpError(401, authMessages.loginFailed);
      await attempt.undo();
      await app.session.signIn(reply, user);
      return { user_id: user.id, role: user.role };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and return the signed-in user',
        response: { 200: refreshResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await app.session.refresh(request, reply);
      return { user_id: user.id, role: user.role };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session on the server and clear the cookies',
        response: { 200: logoutResponse },
      },
    },
    async (request, reply) => {
      await app.session.signOut(request, reply);
      return { ok: true as const };
    },
  );
  done();
};

export default sessionRoutes;
