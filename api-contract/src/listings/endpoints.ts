// The listings module's calls (api/src/listings): the reference data listings are made of,
// browsing and searching them, a listing's page, and an employer's own listings and business profile.
import { endpoint } from '../common/endpoint';
import { idParams } from '../common/schemas';
import {
  jobsByCategoryQuery,
  jobsByCategoryResponse,
  jobsSitemapResponse,
  similarJobsResponse,
} from './browse';
import { updateEmployerProfileRequest, updateEmployerProfileResponse } from './business-profile';
import {
  closeListingRequest,
  closeListingResponse,
  createListingRequest,
  createListingResponse,
  deleteListingResponse,
  employerListingsQuery,
  employerListingsResponse,
} from './employer-listings';
import { editListingRequest, editListingResponse, employerListingDetail } from './edit-listing';
import { studentJobResponse } from './job-detail';
import { minimumWageResponse } from './minimum-wage';
import { jobCategoriesResponse, qualificationsResponse } from './reference';

export const qualifications = endpoint({
  method: 'GET',
  path: '/system/qualifications',
  access: 'public',
  tag: 'system',
  operationId: 'systemQualifications',
  summary: 'Qualifications a student can tick',
  response: qualificationsResponse,
});

export const jobCategories = endpoint({
  method: 'GET',
  path: '/system/job-categories',
  access: 'public',
  tag: 'system',
  operationId: 'systemJobCategories',
  summary: 'Job categories in display order',
  response: jobCategoriesResponse,
});

export const minimumWage = endpoint({
  method: 'GET',
  path: '/system/minimum-wage',
  access: 'public',
  tag: 'system',
  operationId: 'systemMinimumWage',
  summary:
    'The national minimum wage table that listings are checked against: each period with its loadings, junior bands and source',
  response: minimumWageResponse,
});

export const jobsByCategory = endpoint({
  method: 'GET',
  path: '/system/jobs/by-category',
  access: 'public',
  tag: 'system',
  operationId: 'systemJobsByCategory',
  summary:
    'Open jobs of a category, newest first (keyset cursor, optional radius, pay and search words)',
  query: jobsByCategoryQuery,
  response: jobsByCategoryResponse,
  errors: [429, 503],
});

export const similarJobs = endpoint({
  method: 'GET',
  path: '/system/jobs/:id/similar',
  access: 'public',
  tag: 'system',
  operationId: 'systemSimilarJobs',
  summary:
    'Open jobs like a listing, removed ones included (its category, within 10 km), newest first, at most 3',
  params: idParams,
  response: similarJobsResponse,
  // 404: unknown, or held for review (it has no page to be like).
  errors: [404, 429, 503],
});

export const jobsSitemap = endpoint({
  method: 'GET',
  path: '/system/jobs/sitemap',
  access: 'public',
  tag: 'system',
  operationId: 'systemJobsSitemap',
  summary:
    "Open jobs for the site's sitemap: each id and when it last changed, newest first, at most 50,000",
  response: jobsSitemapResponse,
  errors: [429, 503],
});

export const job = endpoint({
  method: 'GET',
  path: '/student/jobs/:id',
  access: 'public',
  tag: 'student',
  operationId: 'studentJob',
  summary:
    "A job with its questions, whether it takes applications and the signed-in student's application to it (public)",
  params: idParams,
  response: studentJobResponse,
  // 410: its employer or our team removed it; 404: unknown, or held for review.
  errors: [404, 410],
});

export const employerListings = endpoint({
  method: 'GET',
  path: '/employer/listings',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerListings',
  summary: "The employer's listings, newest first (keyset cursor)",
  query: employerListingsQuery,
  response: employerListingsResponse,
});

export const createListing = endpoint({
  method: 'POST',
  path: '/employer/listings',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerCreateListing',
  summary: 'Post a new job listing with its questions',
  body: createListingRequest,
  status: 201,
  response: createListingResponse,
  errors: [429],
});

export const employerListing = endpoint({
  method: 'GET',
  path: '/employer/listings/:id',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerListing',
  summary: "One of the employer's listings as it reads now, with its version, to edit it",
  params: idParams,
  response: employerListingDetail,
  errors: [404],
});

export const editListing = endpoint({
  method: 'PATCH',
  path: '/employer/listings/:id',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerEditListing',
  summary:
    'Edit an open listing (live or held) as a new version, checked again as a new one is; applicants keep the version they applied to',
  params: idParams,
  body: editListingRequest,
  response: editListingResponse,
  // 409: closed, expired or removed, or changed since the version the edit was read at.
  errors: [400, 404, 409],
});

export const deleteListing = endpoint({
  method: 'DELETE',
  path: '/employer/listings/:id',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerDeleteListing',
  summary: 'Remove a listing that is neither expired nor removed',
  params: idParams,
  response: deleteListingResponse,
  errors: [404, 409],
});

export const closeListing = endpoint({
  method: 'POST',
  path: '/employer/listings/:id/close',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerCloseListing',
  summary: 'Close a listing as filled or cancelled; its waiting applicants are told',
  params: idParams,
  body: closeListingRequest,
  response: closeListingResponse,
  errors: [400, 404, 409],
});

export const updateBusinessProfile = endpoint({
  method: 'PUT',
  path: '/employer/profile',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerUpdateProfile',
  summary: "Update the employer's business name, description and ABN",
  body: updateEmployerProfileRequest,
  response: updateEmployerProfileResponse,
});
