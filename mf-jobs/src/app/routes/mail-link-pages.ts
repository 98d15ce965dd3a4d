// The pages behind the links in alert mails, one chunk fetched when one is opened (app.tsx): they
// share their panel, and a chunk each would repeat its share of the federation glue.
export { JobAlertConfirmPage } from './job-alert-confirm-page';
export { JobAlertUnsubscribePage } from './job-alert-unsubscribe-page';
