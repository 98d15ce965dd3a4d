// api-contract/alerts: the alerts module's contract (api/src/alerts): job alerts, a student's and
// by email. Its endpoint entries are the `alerts` namespace (`alerts.createAlert`).
export * from './job-alerts';
export * as alerts from './endpoints';
