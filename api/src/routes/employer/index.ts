// Employer calls (SPEC section 7, "Employer"), one file per concern. Every route is for employers
// only (the endpoint table's access, applied by endpointRoute); per-resource calls also check that
// the employer owns the listing (404 otherwise).
import type { FastifyPluginAsync } from 'fastify';
import employerAccountRoutes from './account';
import employerApplicationRoutes from './applications';
import employerListingRoutes from './listings';
import employerProfileRoutes from './profile';

const employerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(employerProfileRoutes);
  await app.register(employerListingRoutes);
  await app.register(employerApplicationRoutes);
  await app.register(employerAccountRoutes);
};

export default employerRoutes;
