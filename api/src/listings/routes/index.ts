// The calls of listings: browse and search, jobs like another, the site's sitemap, a listing's page and its reports,
// the employer's own listings and the save of their business profile (which may hold them), the
// moderators' review of them, and the reference data listings are made of (categories,
// qualifications, the minimum wage).
import type { FastifyPluginAsync } from 'fastify';
import browseRoutes from './browse';
import businessProfileRoutes from './business-profile';
import employerListingRoutes, { type EmployerListingRoutesOptions } from './employer-listings';
import listingPageRoutes from './listing-page';
import moderatorRoutes from './moderator';
import referenceRoutes from './reference';
import reportRoutes from './report';
import reviewRequestRoutes from './review-requests';
import similarRoutes from './similar';
import sitemapRoutes from './sitemap';

const listingRoutes: FastifyPluginAsync<EmployerListingRoutesOptions> = async (app, options) => {
  await app.register(referenceRoutes, { prefix: '/system' });
  await app.register(browseRoutes, { prefix: '/system/jobs' });
  await app.register(sitemapRoutes, { prefix: '/system/jobs' });
  await app.register(similarRoutes, { prefix: '/system/jobs' });
  await app.register(listingPageRoutes);
  await app.register(reportRoutes);
  await app.register(employerListingRoutes, { hireAtClose: options.hireAtClose });
  await app.register(businessProfileRoutes);
  await app.register(moderatorRoutes);
  await app.register(reviewRequestRoutes);
};

export default listingRoutes;
