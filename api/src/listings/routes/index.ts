// The calls of listings: browse and search, a listing's page, the employer's own listings, and
// the reference data listings are made of (categories, qualifications, the minimum wage).
import type { FastifyPluginAsync } from 'fastify';
import browseRoutes from './browse';
import employerListingRoutes from './employer-listings';
import listingPageRoutes from './listing-page';
import referenceRoutes from './reference';

const listingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(referenceRoutes, { prefix: '/system' });
  await app.register(browseRoutes, { prefix: '/system/jobs' });
  await app.register(listingPageRoutes);
  await app.register(employerListingRoutes);
};

export default listingRoutes;
