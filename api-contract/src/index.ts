// api-contract: the API's contract, zod/mini schemas for every call of SPEC section 7, the endpoint
// table, the limits and the rules both sides apply (pay, minimum wage, search words). No React and
// no browser code: the API imports it too. It is cut along the API's modules: one folder per module
// of api/src (accounts, listings, applications, saved-jobs, alerts, places), moderation (listings'
// vetting) and system, each with its schemas, messages, constants and endpoint entries, and each a
// subpath of the package (`api-contract/accounts`); common/ holds what they all build on
// (`api-contract/common`). This root re-exports all of it, for the API and the tests; the remotes,
// api-calls and shared-kit import the modules they call (a lint rule holds them to it).
//
// It is compiled into each package that imports it (the API, every remote, and the few entries
// shared-kit's client core needs): not a Module Federation shared module, so a build carries only
// what it names (`sideEffects: false`, and each module's entries are a namespace), and a remote
// parses answers with its own copy of the schemas.
//
// zod/mini, not the classic API: the browser downloads and builds these schemas, and mini's are a
// third of the bytes and much cheaper to construct; the API validates with the same objects
// (fastify-type-provider-zod works on zod's core).
export * from './common/index';
export * from './accounts/index';
export * from './listings/index';
export * from './moderation/index';
export * from './applications/index';
export * from './saved-jobs/index';
export * from './alerts/index';
export * from './places/index';
export * from './system/index';
export * as endpoints from './endpoints/index';
export { allEndpoints } from './all-endpoints';
