// Which mails count toward an address's daily cap of mails when they are delivered: job alerts,
// closing notices and notices of applications without an answer, the mails a flood of listings
// (or of applications) multiplies, and notices of new messages (one per thread a quarter-hour, but
// many threads). Our team's warning about a removed listing is never held back, and the account's
// own mails (codes, links) are counted when they are asked for (plugins/app/rate-limit.ts).
export const CAPPED_EVENT_PREFIXES = [
  'job-alert:',
  'listing-closed:',
  'unanswered-notice:',
  'message:',
] as const;

export const isCappedNotification = (eventKey: string): boolean =>
  CAPPED_EVENT_PREFIXES.some((prefix) => eventKey.startsWith(prefix));
