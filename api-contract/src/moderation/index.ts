// api-contract/moderation: the contract of listings' vetting (api/src/listings/vetting). Reports,
// held listings and the reasons, employers' requests for a person, the moderators' queue and
// decisions. Its endpoint entries are the `moderation` namespace (`moderation.queue`).
export * from './moderation';
export * from './review-requests';
export * from './removal-reasons';
export * as moderation from './endpoints';
