import * as endpoints from './endpoints/index';

/**
 * Every entry of the table, group by group (health, system, auth, employer, student, alerts,
 * places, moderator; within a group, by name). For the API and its suites: a browser build never imports it,
 * as it would carry the whole table.
 */
export const allEndpoints = [
  endpoints.health,
  ...Object.values(endpoints.system),
  ...Object.values(endpoints.auth),
  ...Object.values(endpoints.employer),
  ...Object.values(endpoints.student),
  ...Object.values(endpoints.alerts),
  ...Object.values(endpoints.places),
  ...Object.values(endpoints.moderator),
];
