// The legal minimum for a job ad's pay in Australia (Fair Work Act s 536AA: since 7 January 2023
// an ad must not offer less than the applicable minimum). Data with dates: the Fair Work
// Commission sets the national minimum wage every year from 1 July, and a new row is added here
// when it does. Award rates (Hospitality, Retail, …) are higher than these minimums; the screens
// link to Fair Work's pay calculator for them rather than guessing.
import { formatDollars, EMPLOYMENT_TYPE_LABELS, type EmploymentType } from './pay';

export interface MinimumWagePeriod {
  /** First and last day (ISO dates, inclusive). */
  from: string;
  until: string;
  /** The national minimum wage for an adult, per hour. */
  adultHourlyCents: number;
  source: string;
}

/** The casual loading of the national minimum wage order, applied to casual and one-off work. */
export const CASUAL_LOADING_PERCENT = 25;

/** Junior rates: a percentage of the adult minimum by age (national minimum wage order). */
export const JUNIOR_BANDS = [
  { age: 'Under 16', percent: 36.8 },
  { age: '16', percent: 47.3 },
  { age: '17', percent: 57.8 },
  { age: '18', percent: 68.3 },
  { age: '19', percent: 82.5 },
  { age: '20', percent: 97.7 },
] as const;

export const FAIR_WORK_PAY_CALCULATOR_URL = 'https://calculate.fairwork.gov.au/';

export const MINIMUM_WAGES: readonly MinimumWagePeriod[] = [
  {
    from: '2024-07-01',
    until: '2025-06-30',
    adultHourlyCents: 2410,
    source: "the Fair Work Commission's Annual Wage Review 2023–24",
  },
  {
    from: '2025-07-01',
    until: '2026-06-30',
    adultHourlyCents: 2495,
    source: "the Fair Work Commission's Annual Wage Review 2024–25",
  },
];

/** Casual and one-off work carries the casual loading. */
const isCasual = (type: EmploymentType) => type === 'casual' || type === 'one_off';

/** The minimum per hour for an adult in this kind of work, in the given period. */
export function minimumHourlyCents(period: MinimumWagePeriod, type: EmploymentType): number {
  const loading = isCasual(type) ? 1 + CASUAL_LOADING_PERCENT / 100 : 1;
  return Math.round(period.adultHourlyCents * loading);
}

/** The minimum per hour at each junior age band. */
export function juniorMinimums(period: MinimumWagePeriod, type: EmploymentType) {
  const adult = minimumHourlyCents(period, type);
  return JUNIOR_BANDS.map((band) => ({
    age: band.age,
    percent: band.percent,
    hourlyCents: Math.round((adult * band.percent) / 100),
  }));
}

/** The period holding `date`, if the table has one. */
export function minimumWageOn(date: string): MinimumWagePeriod | undefined {
  return MINIMUM_WAGES.find((period) => period.from <= date && date <= period.until);
}

const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type MinimumPayCheck =
  { ok: true; warning?: string } | { ok: false; detail: string; minimumCents: number };

export interface PayToCheck {
  hourly_cents: number;
  employment_type: EmploymentType;
  junior_rates: boolean;
}

/**
 * Checks a listing's hourly pay against the minimum for every day it runs (`from` the day it is
 * posted to its expiry date): a listing that runs past 1 July must pay the new rate from then.
 * Below the adult minimum for its kind of work it is refused, unless junior rates apply, when it
 * must still reach the lowest junior band. Days the table has no rate for yet are checked against
 * the latest rate it has (a floor) and the answer carries a warning to check the current rate.
 */
export function checkMinimumPay(pay: PayToCheck, from: string, until: string): MinimumPayCheck {
  const periods = MINIMUM_WAGES.filter((period) => period.from <= until && period.until >= from);
  const covered = periods.reduce(
    (day, period) => (period.from <= day && period.until >= day ? dayAfter(period.until) : day),
    from,
  );
  // Past the table's end, the unknown rate is the one that started the day after it.
  const tableEnd = MINIMUM_WAGES.at(-1)?.until ?? '';
  const unknownFrom = covered > tableEnd && tableEnd ? dayAfter(tableEnd) : covered;
  const warning =
    covered <= until
      ? `The minimum wage from ${longDate(unknownFrom)} is not in our table yet, so this pay could not be checked for those days. Check it with Fair Work's pay calculator: ${FAIR_WORK_PAY_CALCULATOR_URL}`
      : undefined;
  // The highest minimum the listing runs under. When the table knows none of its days, the latest
  // rate it has is still a floor: the minimum wage has gone up every 1 July, never down.
  const binding =
    periods.reduce<MinimumWagePeriod | undefined>(
      (best, period) => (!best || period.adultHourlyCents > best.adultHourlyCents ? period : best),
      undefined,
    ) ?? MINIMUM_WAGES.filter((period) => period.until < from).at(-1);
  if (!binding) return { ok: true, ...(warning ? { warning } : {}) };
  const adult = minimumHourlyCents(binding, pay.employment_type);
  const kind = `${EMPLOYMENT_TYPE_LABELS[pay.employment_type]} work`;
  const since = `from ${longDate(binding.from)}, set by ${binding.source}`;
  const loading = isCasual(pay.employment_type)
    ? ` with the ${CASUAL_LOADING_PERCENT}% casual loading`
    : '';
  if (!pay.junior_rates && pay.hourly_cents < adult) {
    return {
      ok: false,
      minimumCents: adult,
      detail: `Pay must be at least ${formatDollars(adult)} an hour for ${kind}: the national minimum wage${loading} ${since}. If junior rates apply, say so on the listing.`,
    };
  }
  const lowestJunior = juniorMinimums(binding, pay.employment_type)[0];
  if (pay.junior_rates && lowestJunior && pay.hourly_cents < lowestJunior.hourlyCents) {
    return {
      ok: false,
      minimumCents: lowestJunior.hourlyCents,
      detail: `Pay must be at least ${formatDollars(lowestJunior.hourlyCents)} an hour for ${kind} even at junior rates: ${lowestJunior.percent}% of the national minimum wage${loading} for workers under 16, ${since}.`,
    };
  }
  return { ok: true, ...(warning ? { warning } : {}) };
}
