// The endpoint table's system group: public reference data and job browsing (endpoints.system.*).
import { endpoint } from '../endpoint';
import { minimumWageResponse } from '../minimum-wage';
import { idParams } from '../common';
import * as systemSchemas from '../system';

export const qualifications = endpoint({
  method: 'GET',
  path: '/system/qualifications',
  access: 'public',
  tag: 'system',
  summary: 'Qualifications a student can tick',
  response: systemSchemas.qualificationsResponse,
});

export const jobCategories = endpoint({
  method: 'GET',
  path: '/system/job-categories',
  access: 'public',
  tag: 'system',
  summary: 'Job categories in display order',
  response: systemSchemas.jobCategoriesResponse,
});

export const minimumWage = endpoint({
  method: 'GET',
  path: '/system/minimum-wage',
  access: 'public',
  tag: 'system',
  summary:
    'The national minimum wage table that listings are checked against: each period with its loadings, junior bands and source',
  response: minimumWageResponse,
});

export const jobsByCategory = endpoint({
  method: 'GET',
  path: '/system/jobs/by-category',
  access: 'public',
  tag: 'system',
  summary:
    'Open jobs of a category, newest first (keyset cursor, optional radius, pay and search words)',
  query: systemSchemas.jobsByCategoryQuery,
  response: systemSchemas.jobsByCategoryResponse,
  errors: [429, 503],
});

export const similarJobs = endpoint({
  method: 'GET',
  path: '/system/jobs/:id/similar',
  access: 'public',
  tag: 'system',
  summary:
    'Open jobs like a listing, removed ones included (its category, within 10 km), newest first, at most 3',
  params: idParams,
  response: systemSchemas.similarJobsResponse,
  // 404: unknown, or held for review (it has no page to be like).
  errors: [404, 429, 503],
});

export const jobsSitemap = endpoint({
  method: 'GET',
  path: '/system/jobs/sitemap',
  access: 'public',
  tag: 'system',
  summary:
    "Open jobs for the site's sitemap: each id and when it last changed, newest first, at most 50,000",
  response: systemSchemas.jobsSitemapResponse,
  errors: [429, 503],
});
