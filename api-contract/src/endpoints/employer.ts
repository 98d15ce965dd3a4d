// The endpoint table's employer group: the signed-in employer's calls (endpoints.employer.*).
import { idParams } from '../common';
import * as employerSchemas from '../employer';
import { endpoint } from '../endpoint';
import * as reviewRequestSchemas from '../review-requests';

export const profile = endpoint({
  method: 'GET',
  path: '/employer/profile',
  access: 'employer',
  tag: 'employer',
  summary: "The signed-in employer's profile",
  response: employerSchemas.employerProfileResponse,
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/employer/profile',
  access: 'employer',
  tag: 'employer',
  summary: "Update the employer's business name, description and ABN",
  body: employerSchemas.updateEmployerProfileRequest,
  response: employerSchemas.updateEmployerProfileResponse,
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/employer/account',
  access: 'employer',
  tag: 'employer',
  summary: "Delete the employer's account, listings and the applications to them",
  response: employerSchemas.deleteEmployerAccountResponse,
});

export const listings = endpoint({
  method: 'GET',
  path: '/employer/listings',
  access: 'employer',
  tag: 'employer',
  summary: "The employer's listings, newest first (keyset cursor)",
  query: employerSchemas.employerListingsQuery,
  response: employerSchemas.employerListingsResponse,
});

export const createListing = endpoint({
  method: 'POST',
  path: '/employer/listings',
  access: 'employer',
  tag: 'employer',
  summary: 'Post a new job listing with its questions',
  body: employerSchemas.createListingRequest,
  status: 201,
  response: employerSchemas.createListingResponse,
  errors: [429],
});

export const deleteListing = endpoint({
  method: 'DELETE',
  path: '/employer/listings/:id',
  access: 'employer',
  tag: 'employer',
  summary: 'Remove a listing that is neither expired nor removed',
  params: idParams,
  response: employerSchemas.deleteListingResponse,
  errors: [404, 409],
});

export const closeListing = endpoint({
  method: 'POST',
  path: '/employer/listings/:id/close',
  access: 'employer',
  tag: 'employer',
  summary: 'Close a listing as filled or cancelled; its waiting applicants are told',
  params: idParams,
  body: employerSchemas.closeListingRequest,
  response: employerSchemas.closeListingResponse,
  errors: [400, 404, 409],
});

export const listingApplications = endpoint({
  method: 'GET',
  path: '/employer/listings/:id/applications',
  access: 'employer',
  tag: 'employer',
  summary: "A listing's applications (not withdrawn, resume stored), newest first",
  params: idParams,
  response: employerSchemas.listingApplicationsResponse,
  errors: [404],
});

export const application = endpoint({
  method: 'GET',
  path: '/employer/applications/:id',
  access: 'employer',
  tag: 'employer',
  summary: 'An application to review (not withdrawn or rejected)',
  params: idParams,
  response: employerSchemas.employerApplicationResponse,
  errors: [404],
});

export const setApplicationStatus = endpoint({
  method: 'POST',
  path: '/employer/applications/:id/status',
  access: 'employer',
  tag: 'employer',
  summary: 'Mark a submitted application seen or rejected; the student is mailed',
  params: idParams,
  body: employerSchemas.setApplicationStatusRequest,
  response: employerSchemas.setApplicationStatusResponse,
  errors: [404, 409],
});

export const applicationResume = endpoint({
  method: 'GET',
  path: '/employer/applications/:id/resume',
  access: 'employer',
  tag: 'employer',
  summary: "A short-lived download link to the application's resume",
  params: idParams,
  response: employerSchemas.applicationResumeResponse,
  errors: [404],
});

export const reviewStatus = endpoint({
  method: 'GET',
  path: '/employer/review-status',
  access: 'employer',
  tag: 'employer',
  summary:
    'Listings held for our team’s review, the kinds of reason, and whether posting is paused',
  response: reviewRequestSchemas.reviewStatusResponse,
});

export const requestReview = endpoint({
  method: 'POST',
  path: '/employer/review-requests',
  access: 'employer',
  tag: 'employer',
  summary: 'Ask a person to review a held listing, or the account’s paused posting',
  body: reviewRequestSchemas.createReviewRequest,
  status: 201,
  response: reviewRequestSchemas.createReviewRequestResponse,
  errors: [404, 409],
});
