// A listing's pay in the database: the columns a new listing's pay is stored in (create-listing,
// the demo seed), and the contract's `listingPay` object built in SQL from the listing alias `l`,
// so every view (browse, job page, the employer's listings, the student's applications) returns
// it in one shape.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListingPayInput } from 'api-contract';
import { listings } from '../db/schema';

/** The listings alias the callers' statements name `l`. */
const l = alias(listings, 'l');

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
  'amount_cents', ${l.payAmountCents}, 'unit', ${l.payUnit},
  'employment_type', ${l.employmentType}, 'hours_min', ${l.hoursMin}, 'hours_max', ${l.hoursMax},
  'schedule', ${l.schedule}, 'junior_rates', ${l.juniorRates}, 'hourly_cents', ${l.hourlyCents})`;
