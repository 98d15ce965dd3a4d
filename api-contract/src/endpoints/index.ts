// THE endpoint table: every call of SPEC section 7, once, grouped as the API is, by module (each
// group is its module's `endpoints.ts`: `endpoints.accounts.studentProfile`). The API registers a
// route per entry (and a test fails for a route without one or an entry without a route), the
// remotes call through `apiClient.call(entry, input)`, and the OpenAPI document and the API's fuzz
// and access suites are built from it. Adding a call is one entry in its module's endpoints.ts, one
// handler in that module's routes under api/src, one client call.
//
// The table is a namespace of modules, not an object: a bundler follows a namespace member to the
// one entry named, so a build carries only the entries it calls and their schemas. A remote does
// not import the table: it imports the module it calls (`import { accounts } from
// 'api-contract/accounts'`), the same namespace under the same name.
export * as accounts from '../accounts/endpoints';
export * as listings from '../listings/endpoints';
export * as moderation from '../moderation/endpoints';
export * as applications from '../applications/endpoints';
export * as savedJobs from '../saved-jobs/endpoints';
export * as alerts from '../alerts/endpoints';
export * as places from '../places/endpoints';
export * as system from '../system/endpoints';
