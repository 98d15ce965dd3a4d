// Calendar dates of the marketplace. Listings expire at the end of their expiry date in Sydney
// (the product's home time zone, SPEC section 9's default location), whatever the server's zone.
export const MARKET_TIME_ZONE = 'Australia/Sydney';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Sydney as YYYY-MM-DD (a listing with this expiry date is still open). */
export function marketToday(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return formatter.format(now);
}

/** The calendar day after an ISO date (YYYY-MM-DD). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
