// The two "Get job alerts" dialogs, one chunk fetched when one is first opened (job-alert-button):
// they share most of their parts, and a chunk each would repeat its share of the federation glue.
export { EmailAlertDialog } from './email-alert-dialog';
export { JobAlertDialog } from './job-alert-dialog';
