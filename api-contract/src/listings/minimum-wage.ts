// The legal minimum for a job ad's pay in Australia (Fair Work Act s 536AA: since 7 January 2023 an
// ad must not offer less than the applicable minimum). The API owns the table of rates
// (api/src/listings/minimum-wage/rates.json) and serves it at GET /system/minimum-wage; this module
// holds the shape of that answer and the rules that read it, so the form's error, the confirm
// dialog and the API's refusal all say the same minimum, date and source. Award rates (Hospitality,
// Retail, …) are higher than these minimums; the screens link to Fair Work's pay calculator for
// them.
import { z } from 'zod/mini';
import { isoDate } from '../common/schemas';
import { EMPLOYMENT_TYPE_LABELS, formatDollars, type EmploymentType } from './pay';

export const FAIR_WORK_PAY_CALCULATOR_URL = 'https://calculate.fairwork.gov.au/';

/** One junior band of the national minimum wage order: a percentage of the adult rate by age. */
export const juniorBand = z.object({ age: z.string(), percent: z.number() });
export type JuniorBand = z.infer<typeof juniorBand>;

/** Where a rate comes from: the decision that set it. */
export const minimumWageSource = z.object({
  /** As it reads after "set by": "the Fair Work Commission's Annual Wage Review 2025–26". */
  title: z.string(),
  /** The decision's citation, e.g. "[2026] FWCFB 3500". */
  citation: z.string(),
  /** The day the decision was published. */
  decided_on: isoDate,
  url: z.string(),
});
export type MinimumWageSource = z.infer<typeof minimumWageSource>;

/** The national minimum wage over one period (from 1 July each year), with what applies to it. */
export const minimumWageRate = z.object({
  /** First and last day, inclusive. */
  from: isoDate,
  until: isoDate,
  adult_hourly_cents: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
  adult_weekly_cents: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
  /** Added for casual (and one-off) work. */
  casual_loading_percent: /* @__PURE__ */ z.number().check(z.nonnegative()),
  /** Youngest first. */
  junior_bands: z.array(juniorBand),
  source: minimumWageSource,
});
export type MinimumWageRate = z.infer<typeof minimumWageRate>;

/** GET /system/minimum-wage: every period the API checks pay against, oldest first. */
export const minimumWageResponse = z.object({
  rates: z.array(minimumWageRate),
  /** The last day the table has a rate for; past it, the latest rate stays the floor. */
  table_ends: isoDate,
});
export type MinimumWageResponse = z.infer<typeof minimumWageResponse>;

/** Casual and one-off work carries the casual loading (a one-off engagement is casual). */
const isCasual = (type: EmploymentType) => type === 'casual' || type === 'one_off';

/** The minimum per hour for an adult in this kind of work, under this rate. */
export function minimumHourlyCents(rate: MinimumWageRate, type: EmploymentType): number {
  const loading = isCasual(type) ? 1 + rate.casual_loading_percent / 100 : 1;
  return Math.round(rate.adult_hourly_cents * loading);
}

/** The minimum per hour at each junior age band, youngest first. */
export function juniorMinimums(rate: MinimumWageRate, type: EmploymentType) {
  const adult = minimumHourlyCents(rate, type);
  return rate.junior_bands.map((band) => ({
    age: band.age,
    percent: band.percent,
    hourlyCents: Math.round((adult * band.percent) / 100),
  }));
}

/**
 * The rate in force on `date`: the period holding it, or past the table's end the latest one (the
 * minimum wage has risen every 1 July and never fallen, so the last known rate is a floor).
 * Undefined only before the table starts.
 */
export function rateOn(
  rates: readonly MinimumWageRate[],
  date: string,
): MinimumWageRate | undefined {
  return (
    rates.find((rate) => rate.from <= date && date <= rate.until) ??
    rates.filter((rate) => rate.from <= date).at(-1)
  );
}

/**
 * The highest rate any day from `from` to `until` falls under: a listing that runs past 1 July
 * must pay the new rate from then.
 */
export function bindingRate(
  rates: readonly MinimumWageRate[],
  from: string,
  until: string,
): MinimumWageRate | undefined {
  const candidates = [
    rateOn(rates, from),
    rateOn(rates, until),
    ...rates.filter((rate) => rate.from >= from && rate.from <= until),
  ].filter((rate): rate is MinimumWageRate => rate !== undefined);
  return candidates.reduce<MinimumWageRate | undefined>(
    (best, rate) => (!best || rate.adult_hourly_cents > best.adult_hourly_cents ? rate : best),
    undefined,
  );
}

/** "1 July 2026". */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the minimum is and where it comes from, as every screen and the API word it. */
export interface ApplicableMinimum {
  hourlyCents: number;
  /** "the national minimum wage with the 25% casual loading from 1 July 2026, set by …". */
  basis: string;
  rate: MinimumWageRate;
}

/** The adult minimum for this kind of work over the days a listing runs. */
export function applicableMinimum(
  rates: readonly MinimumWageRate[],
  type: EmploymentType,
  from: string,
  until: string,
): ApplicableMinimum | undefined {
  const rate = bindingRate(rates, from, until);
  if (!rate) return undefined;
  const loading = isCasual(type) ? ` with the ${rate.casual_loading_percent}% casual loading` : '';
  return {
    hourlyCents: minimumHourlyCents(rate, type),
    basis: `the national minimum wage${loading} from ${longDate(rate.from)}, set by ${rate.source.title}`,
    rate,
  };
}

/** "The minimum for casual work is $33.05 an hour: the national minimum wage with …". */
export function minimumStatement(type: EmploymentType, minimum: ApplicableMinimum): string {
  return `The minimum for ${EMPLOYMENT_TYPE_LABELS[type]} work is ${formatDollars(minimum.hourlyCents)} an hour: ${minimum.basis}.`;
}

export type MinimumPayCheck = { ok: true } | { ok: false; detail: string; minimumCents: number };

export interface PayToCheck {
  hourly_cents: number;
  employment_type: EmploymentType;
  junior_rates: boolean;
}

/**
 * Checks a listing's hourly pay against the minimum for every day it runs (`from` the day it is
 * posted to its expiry date). Below the adult minimum for its kind of work it is refused, unless
 * junior rates apply, when it must still reach the youngest junior band.
 */
export function checkMinimumPay(
  rates: readonly MinimumWageRate[],
  pay: PayToCheck,
  from: string,
  until: string,
): MinimumPayCheck {
  const minimum = applicableMinimum(rates, pay.employment_type, from, until);
  if (!minimum) return { ok: true };
  const kind = `${EMPLOYMENT_TYPE_LABELS[pay.employment_type]} work`;
  if (!pay.junior_rates && pay.hourly_cents < minimum.hourlyCents) {
    return {
      ok: false,
      minimumCents: minimum.hourlyCents,
      detail: `Pay must be at least ${formatDollars(minimum.hourlyCents)} an hour for ${kind}: ${minimum.basis}. If junior rates apply, say so on the listing.`,
    };
  }
  const youngest = juniorMinimums(minimum.rate, pay.employment_type)[0];
  if (pay.junior_rates && youngest && pay.hourly_cents < youngest.hourlyCents) {
    return {
      ok: false,
      minimumCents: youngest.hourlyCents,
      detail: `Pay must be at least ${formatDollars(youngest.hourlyCents)} an hour for ${kind} even at junior rates: ${youngest.percent}% of ${minimum.basis}, for the youngest workers (${youngest.age.toLowerCase()}).`,
    };
  }
  return { ok: true };
}
