// Employer calls (SPEC section 7, "Employer"), one file per concern. Every route is for employers
// only; per-resource calls also check that the employer owns the listing (404 otherwise).
import type { FastifyPluginAsync } from 'fastify';
import employerAccountRoutes from './account';
import employerApplicationRoutes from './applications';
import employerListingRoutes from './listings';
import employerProfileRoutes from './profile';

const employerRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireRole('employer'));
  await app.register(employerProfileRoutes);
  await app.register(employerListingRoutes);
  await app.register(employerApplicationRoutes);
  await app.register(employerAccountRoutes);
};

export default employerRoutes;
