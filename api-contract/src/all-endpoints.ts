import type { Endpoint } from './common/endpoint';
import * as endpoints from './endpoints/index';

/**
 * Every entry of the table, module by module (in the table's order; within a module, in its
 * file's order). For the API and its suites: a browser build never imports it, as it would carry
 * the whole table.
 */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (group: Record<string, Endpoint>) => Object.values(group),
);
