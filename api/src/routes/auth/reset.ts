// POST /auth/reset/request and /auth/reset/confirm.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { confirmReset, requestReset } from '../../auth/reset';
import { clientKey } from '../../rate-limit/client-key';
import { endpointRoute } from '../endpoint-route';

const resetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.auth.resetRequest),
    handler: async (request) => {
      const { email } = request.body;
      await app.rateLimit.consume('resetRequest', request, email);
      await app.rateLimit.consume('mail', request, email);
      // After the answer: looking the address up must not make a known one answer slower.
      app.afterReply('reset request', () => requestReset(app, email));
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.resetConfirm),
    handler: async (request) => {
      await app.rateLimit.consume('resetConfirm', request);
      await confirmReset(app, request.body.token, request.body.new_password, clientKey(request.ip));
      return { ok: true as const };
    },
  });
  done();
};

export default resetRoutes;
