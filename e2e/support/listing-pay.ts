// The pay and hours every listing carries, as Create Job Listing asks for them and as
// POST /employer/listings takes them.
import type { Page } from '@playwright/test';

/** A casual $34.50 an hour, 10 to 15 hours a week: above the legal minimum ($33.05 since 1 July 2026). */
export const CASUAL_PAY = {
  amount_cents: 3450,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  schedule: '',
  junior_rates: false,
} as const;

/** Fills the Pay and Hours section of Create Job Listing (casual, per hour by default). */
export async function fillPay(
  page: Page,
  { type = 'casual', amount = '34.50', from = '10', to = '15', schedule = '' } = {},
) {
  await page.getByRole('combobox', { name: 'Type of work' }).selectOption(type);
  await page.getByRole('textbox', { name: 'Pay per hour ($)' }).fill(amount);
  await page.getByRole('textbox', { name: 'Hours from' }).fill(from);
  await page.getByRole('textbox', { name: /^Hours to/ }).fill(to);
  if (schedule) await page.getByRole('textbox', { name: /^Usual days and times/ }).fill(schedule);
}

/** The body of POST /employer/listings for an open listing, as Create Job Listing sends it. */
export function openListingBody(title: string, category = 'HOSP') {
  return {
    title,
    category_code: category,
    short_preview: 'Weekend coffee near campus',
    description: 'Make coffee for the Saturday crowd.',
    location: 'Newtown NSW 2042',
    latitude: -33.8978,
    longitude: 151.1795,
    expiry_date: '2099-12-31',
    max_applications: 5,
    questions: [],
    pay: CASUAL_PAY,
  };
}
