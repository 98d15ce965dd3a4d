// When students' reports hide a live listing before a moderator looks: open reports weighing
// REPORT_WEIGHT_TO_HOLD or more, from at least REPORTERS_TO_HOLD students whose reports weigh
// something. The API's rule (api/src/listings/vetting/reporter-standing.ts), which the contract
// does not carry: the screens show a report's weight against it, so keep the two in step.

/** The open reports' weight, added up, that hides a live listing... */
export const REPORT_WEIGHT_TO_HOLD = 3;
/** ...when it comes from at least this many students. */
export const REPORTERS_TO_HOLD = 2;
