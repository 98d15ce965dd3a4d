// The calls of accounts: sign-up, sessions and password reset under /auth, and each side's own
// profile (and a student's verification) under /student and /employer, and the download of
// everything held about the caller under /account.
import type { FastifyPluginAsync } from 'fastify';
import accountExportRoutes from './account-export';
import authRoutes from './auth';
import employerProfileRoutes from './employer-profile';
import studentEmailRoutes from './student-email';
import studentProfileRoutes from './student-profile';
import studentVerificationRoutes from './student-verification';

const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(studentEmailRoutes);
  await app.register(studentProfileRoutes);
  await app.register(studentVerificationRoutes);
  await app.register(employerProfileRoutes);
  await app.register(accountExportRoutes);
};

export default accountRoutes;
