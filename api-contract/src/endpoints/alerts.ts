// The endpoint table's alerts group: job alerts by email, from their mails' links (endpoints.alerts.*).
import { endpoint } from '../endpoint';
import * as alertSchemas from '../job-alerts';

export const subscribe = endpoint({
  method: 'POST',
  path: '/alerts/subscribe',
  access: 'public',
  tag: 'alerts',
  summary:
    'Save a search as a job alert by email, no account needed: mails a link that turns it on',
  body: alertSchemas.subscribeJobAlertRequest,
  response: alertSchemas.subscribeJobAlertResponse,
  errors: [429],
});

export const confirm = endpoint({
  method: 'POST',
  path: '/alerts/confirm',
  access: 'public',
  tag: 'alerts',
  summary: "Turn on a job alert saved by email, with its mail's signed link",
  query: alertSchemas.confirmJobAlertQuery,
  response: alertSchemas.confirmJobAlertResponse,
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/alerts/unsubscribe',
  access: 'public',
  tag: 'alerts',
  summary:
    "Stop a job alert with its mail's signed link, no login needed (RFC 8058 one-click; works once)",
  query: alertSchemas.unsubscribeQuery,
  response: alertSchemas.unsubscribeResponse,
});

export const describe = endpoint({
  method: 'GET',
  path: '/alerts/describe',
  access: 'public',
  tag: 'alerts',
  summary: "What the job alert a mail's signed link names is for (reading changes nothing)",
  query: alertSchemas.describeAlertLinkQuery,
  response: alertSchemas.describeAlertLinkResponse,
  errors: [404],
});
