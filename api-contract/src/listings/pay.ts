// A listing's pay and hours (the spec's listing had neither, yet pay is the first thing
// a student looks at). Sent by Create Job Listing as `pay`, returned with `hourly_cents` on every
// view of a listing. The legal-minimum check that both the screen and the API apply is in
// minimum-wage.ts.
import { z } from 'zod/mini';
import { optionalText } from '../common/schemas';

export const EMPLOYMENT_TYPES = ['casual', 'part_time', 'fixed_term', 'one_off'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** How each employment type reads in a sentence ("$32.50/h casual"). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  casual: 'casual',
  part_time: 'part-time',
  fixed_term: 'fixed-term',
  one_off: 'one-off',
};

/** An hourly rate, or a fixed amount for the whole gig (one-off gigs only). */
export const PAY_UNITS = ['hour', 'gig'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** $10,000: above any hourly rate or one-off gig a student board carries. */
export const PAY_CENTS_MAX = 1_000_000;
/** Hours per week, or per gig for a one-off. */
export const HOURS_MAX = 80;
export const SCHEDULE_MAX_LENGTH = 100;

export const payMessages = {
  amount: 'Enter the pay in dollars and cents, more than $0.',
  hours: `Hours must be between 0.5 and ${HOURS_MAX}, in half hours.`,
  hoursOrder: 'The most hours must not be fewer than the fewest.',
  fixedOnlyOneOff: 'A fixed amount is for one-off gigs; other jobs state an hourly rate.',
} as const;

const hours = /* @__PURE__ */ z
  .number(payMessages.hours)
  .check(
    z.gte(0.5, payMessages.hours),
    z.lte(HOURS_MAX, payMessages.hours),
    z.multipleOf(0.5, payMessages.hours),
  );

/** The pay of a new listing. `hours_min` = `hours_max` when the hours are one number. */
export const listingPayInput = /* @__PURE__ */ z
  .strictObject({
    amount_cents: /* @__PURE__ */ z
      .number(payMessages.amount)
      .check(
        z.int(payMessages.amount),
        z.positive(payMessages.amount),
        z.lte(PAY_CENTS_MAX, payMessages.amount),
      ),
    unit: z.enum(PAY_UNITS),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    hours_min: hours,
    hours_max: hours,
    /** The usual days or times, e.g. "Sat and Sun mornings"; '' when not said. */
    schedule: /* @__PURE__ */ optionalText(SCHEDULE_MAX_LENGTH),
    /** The employer pays junior rates by age (the listing then shows the age bands). */
    junior_rates: z.boolean(),
  })
  .check(
    z.refine((pay) => pay.hours_max >= pay.hours_min, {
      message: payMessages.hoursOrder,
      path: ['hours_max'],
    }),
    z.refine((pay) => pay.unit === 'hour' || pay.employment_type === 'one_off', {
      message: payMessages.fixedOnlyOneOff,
      path: ['unit'],
    }),
  );
export type ListingPayInput = z.infer<typeof listingPayInput>;

/** A listing's pay as every view returns it, with the hourly equivalent the filter uses. */
export const listingPay = z.object({
  amount_cents: z.number(),
  unit: z.enum(PAY_UNITS),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  hours_min: z.number(),
  hours_max: z.number(),
  schedule: z.string(),
  junior_rates: z.boolean(),
  /** The hourly rate, or a fixed amount over the most hours stated (the lowest it can come to). */
  hourly_cents: z.number(),
});
export type ListingPay = z.infer<typeof listingPay>;

/** The hourly equivalent of a pay: a fixed amount is spread over the most hours it may take. */
export function hourlyCents(pay: Pick<ListingPayInput, 'amount_cents' | 'unit' | 'hours_max'>) {
  return pay.unit === 'hour' ? pay.amount_cents : Math.floor(pay.amount_cents / pay.hours_max);
}

/** "$32.50", or "$200" for whole dollars. */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars)
    ? `$${dollars.toLocaleString('en-AU')}`
    : `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function formatHours(pay: Pick<ListingPay, 'hours_min' | 'hours_max' | 'employment_type'>) {
  const span =
    pay.hours_min === pay.hours_max ? `${pay.hours_min}` : `${pay.hours_min}–${pay.hours_max}`;
  return pay.employment_type === 'one_off' ? `${span} h` : `${span} h/week`;
}

/** One line for cards and pages: "$32.50/h casual · 10–15 h/week", "$200 one-off gig · 6 h". */
export function formatPay(pay: Omit<ListingPay, 'hourly_cents' | 'schedule' | 'junior_rates'>) {
  const amount = formatDollars(pay.amount_cents);
  const label = EMPLOYMENT_TYPE_LABELS[pay.employment_type];
  const rate = pay.unit === 'hour' ? `${amount}/h ${label}` : `${amount} ${label} gig`;
  return `${rate} · ${formatHours(pay)}`;
}
