// A listing's pay as the contract's `listingPay` object, built in SQL from the listing alias `l`,
// so every view (browse, job page, the employer's listings, the student's applications) returns
// it in one shape.
import { sql, type SQL } from 'drizzle-orm';

export const payJson: SQL = sql`json_build_object(
  'amount_cents', l.pay_amount_cents, 'unit', l.pay_unit, 'employment_type', l.employment_type,
  'hours_min', l.hours_min, 'hours_max', l.hours_max, 'schedule', l.schedule,
  'junior_rates', l.junior_rates, 'hourly_cents', l.hourly_cents)`;
