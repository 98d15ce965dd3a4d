// The endpoint table's health check (endpoints.health). See ./index.ts.
import { endpoint } from '../endpoint';
import * as systemSchemas from '../system';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'system',
  summary: 'Health check',
  response: systemSchemas.healthResponse,
  errors: [503],
});
