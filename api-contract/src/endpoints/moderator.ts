// The endpoint table's moderator group (issue 31): the queue of held and reported listings, one
// listing as a moderator reviews it, and the decision on it (endpoints.moderator.*).
import { idParams } from '../common';
import { endpoint } from '../endpoint';
import * as moderationSchemas from '../moderation';
import * as reviewRequestSchemas from '../review-requests';

export const queue = endpoint({
  method: 'GET',
  path: '/moderator/listings',
  access: 'moderator',
  tag: 'moderator',
  summary: 'Listings held for review, or live listings that students reported, oldest first',
  query: moderationSchemas.moderationQueueQuery,
  response: moderationSchemas.moderationQueueResponse,
});

export const listing = endpoint({
  method: 'GET',
  path: '/moderator/listings/:id',
  access: 'moderator',
  tag: 'moderator',
  summary: 'A listing with its hold reasons, reports, decisions and its employer’s history',
  params: idParams,
  response: moderationSchemas.moderationListingResponse,
  errors: [404],
});

export const decide = endpoint({
  method: 'POST',
  path: '/moderator/listings/:id/decision',
  access: 'moderator',
  tag: 'moderator',
  summary: 'Approve, reject or remove a listing, with the reason its employer is told',
  params: idParams,
  body: moderationSchemas.moderationDecisionRequest,
  response: moderationSchemas.moderationDecisionResponse,
  errors: [404, 409],
});

export const reinstateEmployer = endpoint({
  method: 'POST',
  path: '/moderator/employers/:id/reinstate',
  access: 'moderator',
  tag: 'moderator',
  summary: 'Open posting again for an employer suspended when our team removed their listing',
  params: idParams,
  body: moderationSchemas.reinstateEmployerRequest,
  response: moderationSchemas.reinstateEmployerResponse,
  errors: [404, 409],
});

export const reviewRequests = endpoint({
  method: 'GET',
  path: '/moderator/review-requests',
  access: 'moderator',
  tag: 'moderator',
  summary: 'Employers’ open requests for a person to review a held listing or paused posting',
  response: reviewRequestSchemas.reviewRequestsResponse,
});

export const answerReviewRequest = endpoint({
  method: 'POST',
  path: '/moderator/review-requests/:id/answer',
  access: 'moderator',
  tag: 'moderator',
  summary: 'Answer an employer’s request in writing (they are mailed) and close it',
  params: idParams,
  body: reviewRequestSchemas.answerReviewRequest,
  response: reviewRequestSchemas.answerReviewRequestResponse,
  errors: [404, 409],
});
