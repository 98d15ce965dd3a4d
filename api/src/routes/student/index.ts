// Student calls (SPEC section 7, "Student"), one file per concern.
import type { FastifyPluginAsync } from 'fastify';
import studentAccountRoutes from './account';
import studentApplicationRoutes from './applications';
import applyRoutes from './apply';
import studentEmailRoutes from './email';
import studentJobRoutes from './jobs';
import studentProfileRoutes from './profile';

const studentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studentJobRoutes);
  await app.register(studentEmailRoutes);
  await app.register(applyRoutes);
  await app.register(studentProfileRoutes);
  await app.register(studentApplicationRoutes);
  await app.register(studentAccountRoutes);
};

export default studentRoutes;
