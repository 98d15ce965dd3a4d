// api-contract: the API's contract, zod/mini schemas for every call of SPEC section 7, the endpoint
// table, the limits and the rules both sides apply (pay, minimum wage, search words). No React and
// no browser code: the API imports it too. It is compiled into each package that imports it (the
// API, every remote, and the few entries shared-kit's client core needs): not a Module Federation
// shared module, so a build carries only what it names (`sideEffects: false`, and the table is a
// namespace of modules), and a remote parses answers with its own copy of the schemas.
//
// zod/mini, not the classic API: the browser downloads and builds these schemas, and mini's are a
// third of the bytes and much cheaper to construct; the API validates with the same objects
// (fastify-type-provider-zod works on zod's core).
export * from './limits';
export * from './common';
export * from './auth';
export * from './system';
export * from './student';
export * from './employer';
export * from './places';
export * from './endpoint';
export * as endpoints from './endpoints/index';
export { allEndpoints } from './all-endpoints';
export * from './pay';
export * from './minimum-wage';
export * from './saved-jobs';
export * from './saved-resume';
export * from './job-alerts';
export * from './verification';
export * from './search-words';
export * from './moderation';
export * from './abn';
export * from './review-requests';
