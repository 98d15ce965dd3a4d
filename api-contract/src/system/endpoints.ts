// The system-level calls (api/src/plugins): the health check.
import { endpoint } from '../common/endpoint';
import { healthResponse } from './health';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'system',
  operationId: 'health',
  summary: 'Health check',
  response: healthResponse,
  errors: [503],
});
