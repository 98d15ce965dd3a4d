// Student calls (SPEC section 7, "Student"), one file per concern.
import type { FastifyPluginAsync } from 'fastify';
import studentAccountRoutes from './account';
import studentApplicationRoutes from './applications';
import applyRoutes from './apply';
import studentEmailRoutes from './email';
import studentJobRoutes from './jobs';
import studentProfileRoutes from './profile';
import savedJobRoutes from './saved-jobs';
import jobAlertRoutes from './job-alerts';
import verificationRoutes from './verification';

const studentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studentJobRoutes);
  await app.register(studentEmailRoutes);
  await app.register(applyRoutes);
  await app.register(studentProfileRoutes);
  await app.register(studentApplicationRoutes);
  await app.register(studentAccountRoutes);
  await app.register(savedJobRoutes);
  await app.register(jobAlertRoutes);
  await app.register(verificationRoutes);
};

export default studentRoutes;
