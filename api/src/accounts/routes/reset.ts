// POST /auth/reset/request and /auth/reset/confirm.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { confirmReset, requestReset } from '../auth/reset';
import { countResetRequest } from '../auth/reset-request-limits';
import { clientKey } from '../../plugins/rate-limit/client-key';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const resetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.resetRequest),
    handler: async (request) => {
      const { email } = request.body;
      await countResetRequest(app, request, email);
      // After the answer: looking the address up must not make a known one answer slower.
      app.afterReply('reset request', () => requestReset(app, email));
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.resetConfirm),
    handler: async (request, reply) => {
      await app.rateLimit.consume('resetConfirm', request);
      const { token, new_password: password } = request.body;
      const email = await confirmReset(app, token, password, clientKey(request.ip));
      // A link from the mailbox proves the owner: this browser is known to the account, so a
      // login slowed down by others' guesses does not keep them out after the reset.
      await app.loginDevices.remember(reply, email);
      return { ok: true as const };
    },
  });
  done();
};

export default resetRoutes;
