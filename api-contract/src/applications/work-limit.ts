// A student visa's work limit: Student visa (subclass 500) condition 8105 allows at most 48 hours of
// work per fortnight while the student's course is in session, and any hours during its scheduled
// breaks (Home Affairs, read 29 Nov 2026; a February 2026 proposal of 60 hours is not law). Before a
// student accepts an offer, the screens add its hours to the student's other active hires and warn
// when a fortnight comes to more than the limit. The warning informs: the student decides, and
// accepting is never refused.
//
// The arithmetic, on calendar dates (Australia/Sydney days as 'YYYY-MM-DD', never instants, so no
// daylight-saving change or timezone can move a day):
// - A fortnight is 14 days starting on a Monday (Home Affairs' definition), any Monday: every two
//   consecutive weeks, Monday to Sunday, are checked.
// - A job counts its full hours per week in every week holding at least one of its days, from the
//   week of its start date to the week of its end date (none: it goes on). A job starting on a
//   Thursday counts the whole week: the conservative reading, as its roster is not known.
// - Only fortnights holding at least one week of the offer are checked: a fortnight over the limit
//   without it is not the offer's doing.

/** Condition 8105: hours of work per fortnight while the course is in session. */
export const WORK_LIMIT_HOURS_PER_FORTNIGHT = 48;

/** The condition that sets the limit, on the Student visa (subclass 500). */
export const WORK_LIMIT_CONDITION = '8105';

/**
 * Home Affairs' page of the Student visa's conditions, 8105 among them (address as of 29 Nov 2026;
 * not reachable from the build machine, so checked by hand, not by a test).
 */
export const WORK_LIMIT_INFO_URL =
  'https://immi.homeaffairs.gov.au/visas/already-have-a-visa/check-visa-details-and-conditions/see-your-visa-conditions?product=500';

/** The warning shown before an offer is accepted that takes a fortnight over the limit. */
export const workLimitMessages = {
  title: 'This job may take you over your visa’s work limit',
  /** `hours`: the fortnight's total; `from`: its first day, as the screen writes dates. */
  overLimit: (hours: number, from: string) =>
    `With your other jobs, you would work ${formatHours(hours)} hours in the fortnight from ${from}.`,
  condition: `Student visa condition ${WORK_LIMIT_CONDITION} allows at most ${WORK_LIMIT_HOURS_PER_FORTNIGHT} hours of work a fortnight while your course is in session.`,
  courseBreaks: 'The limit does not apply during your course’s scheduled breaks.',
  decide: 'You can still accept this offer: the choice is yours.',
  link: 'Check your visa conditions on the Home Affairs website',
} as const;

/** Whole hours as they are, others to one decimal place: "48", "52.5". */
function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/** A job's hours: an active hire, or the offer being accepted. */
export interface WorkHours {
  /** Its first day, 'YYYY-MM-DD'. */
  start_date: string;
  hours_per_week: number;
  /** Its last day, 'YYYY-MM-DD'; none while it goes on. */
  end_date?: string | null;
}

/** The first fortnight over the limit. */
export interface FortnightOverLimit {
  /** The fortnight's Monday, 'YYYY-MM-DD'; it runs to the Sunday 13 days later. */
  fortnight_start: string;
  /** Hours of every job in its two weeks. */
  total_hours: number;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(utc) || dateOfDay(utc / DAY_MS) !== date)
    throw new RangeError(`Not a calendar date: ${date}`);
  return utc / DAY_MS;
}

/** The calendar date 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of the Monday of the day's week (1970-01-01 was a Thursday). */
export function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The Mondays of the first and last weeks a job is active in; null when it has no day at all. */
function activeWeeks(job: WorkHours): { first: number; last: number } | null {
  const start = dayNumber(job.start_date);
  const end = job.end_date == null ? Infinity : dayNumber(job.end_date);
  if (end < start) return null;
  return { first: mondayOf(start), last: end === Infinity ? Infinity : mondayOf(end) };
}

/** The job's hours in the week starting on `monday`. */
function hoursInWeek(job: { hours: number; first: number; last: number }, monday: number): number {
  return monday >= job.first && monday <= job.last ? job.hours : 0;
}

/**
 * The first fortnight (by its Monday) holding a week of `offer` in which `offer` and `hires`
 * together come to more than WORK_LIMIT_HOURS_PER_FORTNIGHT hours, with that total; null when none
 * does. Throws a RangeError on a date that is not 'YYYY-MM-DD' or not on the calendar.
 */
export function firstFortnightOverLimit(
  hires: readonly WorkHours[],
  offer: WorkHours,
): FortnightOverLimit | null {
  const offerWeeks = activeWeeks(offer);
  if (!offerWeeks) return null;
  const jobs = [offer, ...hires].flatMap((job) => {
    const weeks = activeWeeks(job);
    return weeks ? [{ hours: job.hours_per_week, ...weeks }] : [];
  });
  // A week's total changes only in a week where a job starts or the week after one ends, so a
  // fortnight's total changes only at a fortnight starting on such a week or the week before it.
  const changes = jobs.flatMap((job) => [job.first, job.last + 7]).filter(Number.isFinite);
  const candidates = [offerWeeks.first - 7, ...changes.flatMap((week) => [week - 7, week])]
    .filter((monday) => monday >= offerWeeks.first - 7 && monday <= offerWeeks.last)
    .sort((a, b) => a - b);
  for (const monday of candidates) {
    const total = jobs.reduce(
      (sum, job) => sum + hoursInWeek(job, monday) + hoursInWeek(job, monday + 7),
      0,
    );
    if (total > WORK_LIMIT_HOURS_PER_FORTNIGHT)
      return { fortnight_start: dateOfDay(monday), total_hours: total };
  }
  return null;
}
