import type { JobDetail, ListingPay } from 'api-contract/listings';
import { emptyListing, newQuestion, type ListingDraft } from './listing-form';
import type { PayDraft } from './pay-form';

/** Cents as the pay field takes them: "32.50", "200". */
const dollarsText = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export function payDraftOf(pay: ListingPay): PayDraft {
  return {
    employmentType: pay.employment_type,
    unit: pay.unit,
    amount: dollarsText(pay.amount_cents),
    hoursFrom: String(pay.hours_min),
    hoursTo: pay.hours_max === pay.hours_min ? '' : String(pay.hours_max),
    schedule: pay.schedule,
    juniorRates: pay.junior_rates,
  };
}

/**
 * "Post again": the form filled from an earlier listing as its page shows it. The
 * expiry is left for the employer to choose (the old one has passed or is near), and so is the
 * declaration; a place picked from the suggestions comes back picked, one typed comes back typed.
 */
export function repostDraft(job: JobDetail): ListingDraft {
  const place =
    job.latitude != null && job.longitude != null
      ? { name: job.location, lat: job.latitude, lng: job.longitude }
      : null;
  return {
    ...emptyListing(),
    title: job.title,
    category: job.category_code ?? '',
    locationText: job.location,
    place,
    shortPreview: job.short_preview,
    description: job.description,
    maxApplications: String(job.max_applications),
    questions:
      job.questions.length > 0
        ? job.questions.map((text) => ({ ...newQuestion(), text }))
        : [newQuestion()],
    pay: payDraftOf(job.pay),
  };
}
