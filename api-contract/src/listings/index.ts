// api-contract/listings: the listings module's contract (api/src/listings). The reference data
// (qualifications, categories, the minimum wage table), browse and word search, a listing's page,
// an employer's listings and business profile, and the pay rules both sides apply. Its endpoint
// entries are the `listings` namespace (`listings.jobsByCategory`).
export * from './reference';
export * from './browse';
export * from './job-detail';
export * from './employer-listings';
export * from './edit-listing';
export * from './business-profile';
export * from './pay';
export * from './minimum-wage';
export * from './search-words';
export * as listings from './endpoints';
