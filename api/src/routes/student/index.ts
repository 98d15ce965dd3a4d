// Student calls (SPEC section 7, "Student"), one file per concern.
import type { FastifyPluginAsync } from 'fastify';
import applyRoutes from './apply';
import studentEmailRoutes from './email';
import studentJobRoutes from './jobs';

const studentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studentJobRoutes);
  await app.register(studentEmailRoutes);
  await app.register(applyRoutes);
};

export default studentRoutes;
