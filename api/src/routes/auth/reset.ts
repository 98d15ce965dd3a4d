// POST /auth/reset/request and /auth/reset/confirm.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  resetConfirmRequest,
  resetConfirmResponse,
  resetRequestRequest,
  resetRequestResponse,
} from 'shared-kit/contract';
import { confirmReset, requestReset } from '../../auth/reset';

const resetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link if the account exists (same answer either way)',
        body: resetRequestRequest,
        response: { 200: resetRequestResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await app.rateLimit.consume('resetRequest', request, request.body.email);
      await requestReset(app, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs out every session',
        body: resetConfirmRequest,
        response: { 200: resetConfirmResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await confirmReset(app, request.body.token, request.body.new_password);
      return { ok: true as const };
    },
  );
  done();
};

export default resetRoutes;
