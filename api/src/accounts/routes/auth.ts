// Accounts and sessions (SPEC section 7, "Auth"), split by concern.
import type { FastifyPluginCallback } from 'fastify';
import resetRoutes from './reset';
import sessionRoutes from './session';
import signupRoutes from './signup';

const authRoutes: FastifyPluginCallback = (app, _options, done) => {
  void app.register(signupRoutes, { prefix: '/signup' });
  void app.register(sessionRoutes);
  void app.register(resetRoutes, { prefix: '/reset' });
  done();
};

export default authRoutes;
