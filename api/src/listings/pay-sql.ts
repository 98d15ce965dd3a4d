// A listing's pay in the database: the columns a new listing's pay is stored in (create-listing,
// the demo seed), and the contract's `listingPay` object built in SQL from the listing alias `l`,
// so every view (browse, job page, the employer's listings, the student's applications) returns
// it in one shape.
import { sql, type SQL } from 'drizzle-orm';
import type { ListingPayInput } from 'api-contract';

/** The listing columns of a pay (hourly_cents is generated from them). */
export function payColumns(pay: ListingPayInput) {
  return {
    payAmountCents: pay.amount_cents,
    payUnit: pay.unit,
    employmentType: pay.employment_type,
    hoursMin: pay.hours_min,
    hoursMax: pay.hours_max,
    schedule: pay.schedule,
    juniorRates: pay.junior_rates,
  };
}

export const payJson: SQL = sql`json_build_object(
  'amount_cents', l.pay_amount_cents, 'unit', l.pay_unit, 'employment_type', l.employment_type,
  'hours_min', l.hours_min, 'hours_max', l.hours_max, 'schedule', l.schedule,
  'junior_rates', l.junior_rates, 'hourly_cents', l.hourly_cents)`;
