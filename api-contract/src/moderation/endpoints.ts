// The moderation calls (api/src/listings/vetting): a student's report of a listing, an employer's
// listings held for review and their requests for a person, and the moderators' queue and decisions.
import { endpoint } from '../common/endpoint';
import { idParams } from '../common/schemas';
import {
  moderationCountsResponse,
  moderationDecisionRequest,
  moderationDecisionResponse,
  moderationListingResponse,
  moderationQueueQuery,
  moderationQueueResponse,
  reinstateEmployerRequest,
  reinstateEmployerResponse,
  reportListingRequest,
  reportListingResponse,
} from './moderation';
import {
  answerReviewRequest as answerReviewRequestBody,
  answerReviewRequestResponse,
  createReviewRequest,
  createReviewRequestResponse,
  reviewRequestsResponse,
  reviewStatusResponse,
} from './review-requests';

export const queue = endpoint({
  method: 'GET',
  path: '/moderator/listings',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorQueue',
  summary: 'Listings held for review, or live listings that students reported, oldest first',
  query: moderationQueueQuery,
  response: moderationQueueResponse,
});

export const counts = endpoint({
  method: 'GET',
  path: '/moderator/counts',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorCounts',
  summary: 'How many listings, messages and requests wait on each of the moderators’ tabs',
  response: moderationCountsResponse,
});

export const listing = endpoint({
  method: 'GET',
  path: '/moderator/listings/:id',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorListing',
  summary: 'A listing with its hold reasons, reports, decisions and its employer’s history',
  params: idParams,
  response: moderationListingResponse,
  errors: [404],
});

export const decide = endpoint({
  method: 'POST',
  path: '/moderator/listings/:id/decision',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorDecide',
  summary: 'Approve, reject or remove a listing, with the reason its employer is told',
  params: idParams,
  body: moderationDecisionRequest,
  response: moderationDecisionResponse,
  errors: [404, 409],
});

export const reinstateEmployer = endpoint({
  method: 'POST',
  path: '/moderator/employers/:id/reinstate',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorReinstateEmployer',
  summary: 'Open posting again for an employer suspended when our team removed their listing',
  params: idParams,
  body: reinstateEmployerRequest,
  response: reinstateEmployerResponse,
  errors: [404, 409],
});

export const reviewRequests = endpoint({
  method: 'GET',
  path: '/moderator/review-requests',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorReviewRequests',
  summary: 'Employers’ open requests for a person to review a held listing or paused posting',
  response: reviewRequestsResponse,
});

export const answerReviewRequest = endpoint({
  method: 'POST',
  path: '/moderator/review-requests/:id/answer',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorAnswerReviewRequest',
  summary: 'Answer an employer’s request in writing (they are mailed) and close it',
  params: idParams,
  body: answerReviewRequestBody,
  response: answerReviewRequestResponse,
  errors: [404, 409],
});

export const reviewStatus = endpoint({
  method: 'GET',
  path: '/employer/review-status',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerReviewStatus',
  summary:
    'Listings held for our team’s review, the kinds of reason, and whether posting is paused',
  response: reviewStatusResponse,
});

export const requestReview = endpoint({
  method: 'POST',
  path: '/employer/review-requests',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerRequestReview',
  summary: 'Ask a person to review a held listing, or the account’s paused posting',
  body: createReviewRequest,
  status: 201,
  response: createReviewRequestResponse,
  errors: [404, 409],
});

export const reportJob = endpoint({
  method: 'POST',
  path: '/student/jobs/:id/report',
  access: 'student',
  tag: 'student',
  operationId: 'studentReportJob',
  summary: 'Report a listing to our team (one open report per student and listing)',
  params: idParams,
  body: reportListingRequest,
  status: 201,
  response: reportListingResponse,
  errors: [404, 409, 429],
});
