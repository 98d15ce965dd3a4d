// THE endpoint table: every call of SPEC section 7, once. The API registers a route per entry (and a
// test fails for a route without one or an entry without a route), the remotes call through
// `apiClient.call(entry, input)`, and the OpenAPI document and the API's fuzz and access suites are
// built from it. Adding a call is one entry in its group's module, one handler in api/src/routes,
// one client call.
//
// Each group is a module of its own and the table is a namespace of them (`endpoints.student.job`),
// not an object: a bundler follows a namespace member to the one entry named, so a remote (and the
// shell) carries only the entries it calls and their schemas, never the whole table.
export { health } from './health';
export * as system from './system';
export * as auth from './auth';
export * as employer from './employer';
export * as student from './student';
export * as alerts from './alerts';
export * as places from './places';
export * as moderator from './moderator';
