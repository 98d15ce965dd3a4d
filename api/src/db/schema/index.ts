// The whole data model of SPEC section 3, one file per area.
export * from './users';
export * from './auth';
export * from './reference';
export * from './profiles';
export * from './listings';
export * from './listing-versions';
export * from './applications';
export * from './background';
export * from './discovery';
export * from './verification';
export * from './moderation';
export * from './business-register';
