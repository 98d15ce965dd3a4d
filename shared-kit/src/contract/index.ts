// The API contract: zod/mini schemas for every call of SPEC section 7. No React here: the API imports it.
// zod/mini, not the classic API: the browser downloads and builds these schemas on every page, and
// mini's are a third of the bytes and much cheaper to construct; the API validates with the same
// objects (fastify-type-provider-zod works on zod's core).
export * from './limits';
export * from './common';
export * from './auth';
export * from './system';
export * from './student';
export * from './employer';
export * from './places';
export * from './endpoint';
export * from './endpoints';
export * from './pay';
export * from './minimum-wage';
export * from './saved-jobs';
export * from './job-alerts';
export * from './verification';
export * from './search-words';
