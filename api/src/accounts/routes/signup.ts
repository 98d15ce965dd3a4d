// POST /auth/signup/{email,verify,resend,password,details}: the four-step sign-up.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { resendSignupCode, setSignupPassword, startSignup, verifySignupCode } from '../auth/signup';
import { completeSignup } from '../auth/signup-account';
import { findLiveFlow } from '../auth/signup-flows';
import { clientKey } from '../../plugins/rate-limit/client-key';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const signupRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const flowOf = (token: string) => findLiveFlow(app.db, token, app.now());

  app.route({
    ...endpointRoute(app, endpoints.accounts.signupEmail),
    handler: async (request) => {
      const { email } = request.body;
      await app.rateLimit.consume('signupEmail', request, email);
      // Per network a day too (limits.ts): addresses cost nothing, so per-address counts alone
      // let one network start sign-ups without end.
      await app.rateLimit.consume('signupDay', request);
      await app.rateLimit.consume('publicMail', request);
      await app.rateLimit.consume('mail', request, email);
      return { session_token: await startSignup(app, email) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.signupVerify),
    handler: async (request) => {
      const flow = await flowOf(request.body.session_token);
      await app.rateLimit.consume('signupVerify', request, flow?.email);
      await verifySignupCode(app, flow, request.body.code);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.signupResend),
    handler: async (request) => {
      const flow = await flowOf(request.body.session_token);
      await app.rateLimit.consume('signupResend', request, flow?.email);
      await resendSignupCode(app, flow, async (email) => {
        await app.rateLimit.consume('publicMail', request);
        await app.rateLimit.consume('mail', request, email);
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.signupPassword),
    handler: async (request) => {
      await app.rateLimit.consume('signupPassword', request);
      const flow = await flowOf(request.body.session_token);
      await setSignupPassword(app, flow, request.body.password, clientKey(request.ip));
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.accounts.signupDetails),
    handler: async (request, reply) => {
      const flow = await flowOf(request.body.session_token);
      // Counted where an account is made, per network an hour and a day: an account costs
      // nothing, so every per-account limit counts only as much as accounts are scarce. A
      // completion that fails made no account and takes its hits back.
      const counted = await app.rateLimit.consumeAll(['accountsHour', 'accountsDay'], request);
      const user = await completeSignup(app.db, flow, request.body).catch(
        async (error: unknown) => {
          await counted.undo();
          throw error;
        },
      );
      // The browser that chose the password is known to the account from now on.
      if (flow) await app.loginDevices.remember(reply, flow.email);
      await app.session.signIn(reply, user);
      return { user_id: user.id, role: user.role };
    },
  });
  done();
};

export default signupRoutes;
