// The alerts module's calls (api/src/alerts): a student's job alerts, and alerts by email from
// their mails' signed links (no account needed).
import { endpoint } from '../common/endpoint';
import { idParams } from '../common/schemas';
import {
  confirmJobAlertQuery,
  confirmJobAlertResponse,
  createJobAlertRequest,
  deleteJobAlertResponse,
  describeAlertLinkQuery,
  describeAlertLinkResponse,
  jobAlertResponse,
  jobAlertsResponse,
  subscribeJobAlertRequest,
  subscribeJobAlertResponse,
  unsubscribeQuery,
  unsubscribeResponse,
  updateJobAlertRequest,
} from './job-alerts';

export const subscribe = endpoint({
  method: 'POST',
  path: '/alerts/subscribe',
  access: 'public',
  tag: 'alerts',
  operationId: 'alertsSubscribe',
  summary:
    'Save a search as a job alert by email, no account needed: mails a link that turns it on',
  body: subscribeJobAlertRequest,
  response: subscribeJobAlertResponse,
  errors: [429],
});

export const confirm = endpoint({
  method: 'POST',
  path: '/alerts/confirm',
  access: 'public',
  tag: 'alerts',
  operationId: 'alertsConfirm',
  summary: "Turn on a job alert saved by email, with its mail's signed link",
  query: confirmJobAlertQuery,
  response: confirmJobAlertResponse,
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/alerts/unsubscribe',
  access: 'public',
  tag: 'alerts',
  operationId: 'alertsUnsubscribe',
  summary:
    "Stop a job alert with its mail's signed link, no login needed (RFC 8058 one-click; works once)",
  query: unsubscribeQuery,
  response: unsubscribeResponse,
});

export const describe = endpoint({
  method: 'GET',
  path: '/alerts/describe',
  access: 'public',
  tag: 'alerts',
  operationId: 'alertsDescribe',
  summary: "What the job alert a mail's signed link names is for (reading changes nothing)",
  query: describeAlertLinkQuery,
  response: describeAlertLinkResponse,
  errors: [404],
});

export const studentAlerts = endpoint({
  method: 'GET',
  path: '/student/alerts',
  access: 'student',
  tag: 'student',
  operationId: 'studentAlerts',
  summary: "The student's job alerts, newest first",
  response: jobAlertsResponse,
});

export const createAlert = endpoint({
  method: 'POST',
  path: '/student/alerts',
  access: 'student',
  tag: 'student',
  operationId: 'studentCreateAlert',
  summary: 'Save a search as a job alert, mailed at once or daily',
  body: createJobAlertRequest,
  status: 201,
  response: jobAlertResponse,
  errors: [409],
});

export const updateAlert = endpoint({
  method: 'PUT',
  path: '/student/alerts/:id',
  access: 'student',
  tag: 'student',
  operationId: 'studentUpdateAlert',
  summary: 'Pause or resume a job alert, or change how often it mails',
  params: idParams,
  body: updateJobAlertRequest,
  response: jobAlertResponse,
  errors: [404],
});

export const deleteAlert = endpoint({
  method: 'DELETE',
  path: '/student/alerts/:id',
  access: 'student',
  tag: 'student',
  operationId: 'studentDeleteAlert',
  summary: 'Delete a job alert',
  params: idParams,
  response: deleteJobAlertResponse,
  errors: [404],
});
