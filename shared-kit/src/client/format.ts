import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from 'api-contract/common';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const localFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const utcFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date as short month, day, year: 'Aug 28, 2025'. A date-only 'YYYY-MM-DD' is shown as that
 * calendar day in every time zone; a date-time in the viewer's time zone. Empty input gives '',
 * an unparsable string is returned unchanged.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : utcFormat.format(date);
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return localFormat.format(date);
}

/** The email check of SPEC section 5: text@domain.tld with at least two characters after the dot. */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** Today's date in Sydney, YYYY-MM-DD: the market's calendar, as the API counts expiry and pay. */
export function sydneyToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
