// A listing's pay in the database: the columns a new listing's pay is stored in (create-listing,
// the demo seed), and the contract's `listingPay` object built in SQL from the caller's listings
// (the table or an alias),
// so every view (browse, job page, the employer's listings, the student's applications) returns
// it in one shape.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The pay columns of `listings` or of an alias of it. */
type PayListing = Record<
  | 'payAmountCents'
  | 'payUnit'
  | 'employmentType'
  | 'hoursMin'
  | 'hoursMax'
  | 'schedule'
  | 'juniorRates'
  | 'hourlyCents',
  AnyPgColumn
>;

/** The contract's `listingPay` object, built in SQL from the columns of `listing`. */
export const payJson = (listing: PayListing): SQL => sql`json_build_object(
  'amount_cents', ${listing.payAmountCents}, 'unit', ${listing.payUnit},
  'employment_type', ${listing.employmentType}, 'hours_min', ${listing.hoursMin},
  'hours_max', ${listing.hoursMax}, 'schedule', ${listing.schedule},
  'junior_rates', ${listing.juniorRates}, 'hourly_cents', ${listing.hourlyCents})`;
