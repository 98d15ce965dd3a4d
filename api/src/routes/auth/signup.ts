// POST /auth/signup/{email,verify,resend,password,details}: the four-step sign-up.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  signupDetailsRequest,
  signupDetailsResponse,
  signupEmailRequest,
  signupEmailResponse,
  signupPasswordRequest,
  signupPasswordResponse,
  signupResendRequest,
  signupResendResponse,
  signupVerifyRequest,
  signupVerifyResponse,
} from 'shared-kit/contract';
import {
  resendSignupCode,
  setSignupPassword,
  startSignup,
  verifySignupCode,
} from '../../auth/signup';
import { completeSignup } from '../../auth/signup-account';
import { findLiveFlow } from '../../auth/signup-flows';

const errors = { 400: errorResponse, 409: errorResponse, 429: errorResponse };

const signupRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const flowOf = (token: string) => findLiveFlow(app.db, token, app.now());

  app.post(
    '/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start sign-up: mail a six-digit code',
        body: signupEmailRequest,
        response: { 200: signupEmailResponse, ...errors },
      },
    },
    async (request) => {
      await app.rateLimit.consume('signupEmail', request, request.body.email);
      return { session_token: await startSignup(app, request.body.email) };
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the mailed code',
        body: signupVerifyRequest,
        response: { 200: signupVerifyResponse, ...errors },
      },
    },
    async (request) => {
      const flow = await flowOf(request.body.session_token);
      await app.rateLimit.consume('signupVerify', request, flow?.email);
      await verifySignupCode(app, flow, request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    '/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new code (the previous one stops working)',
        body: signupResendRequest,
        response: { 200: signupResendResponse, ...errors },
      },
    },
    async (request) => {
      const flow = await flowOf(request.body.session_token);
      await app.rateLimit.consume('signupResend', request, flow?.email);
      await resendSignupCode(app, flow);
      return { ok: true as const };
    },
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose the password (after verification)',
        body: signupPasswordRequest,
        response: { 200: signupPasswordResponse, ...errors },
      },
    },
    async (request) => {
      const flow = await flowOf(request.body.session_token);
      await setSignupPassword(app, flow, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/details',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create the account with its profile and sign in',
        body: signupDetailsRequest,
        response: { 200: signupDetailsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const flow = await flowOf(request.body.session_token);
      const user = await completeSignup(app.db, flow, request.body);
      await app.session.signIn(reply, user);
      return { user_id: user.id, role: user.role };
    },
  );
  done();
};

export default signupRoutes;
