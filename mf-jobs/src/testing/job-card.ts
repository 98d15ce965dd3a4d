import type { JobCard } from 'api-contract/listings';

/** The id of test job `n`: a valid UUID that sorts with `n`. */
export const cardId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Job `n` as GET /system/jobs/by-category returns it ("Job n" at Cafe, $32.50/h casual, created
 * on day n of 2026), with `change` on top.
 */
export function jobCard(n: number, change: Partial<JobCard> = {}): JobCard {
  return {
    id: cardId(n),
    title: `Job ${n}`,
    company: 'Cafe',
    short_preview: 'Shifts',
    location: 'Newtown NSW 2042',
    expiry: '2030-01-01',
    applications: 0,
    max_applications: 5,
    created_at: `2026-01-0${n}T00:00:00.000Z`,
    pay: {
      amount_cents: 3250,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 10,
      hours_max: 15,
      schedule: '',
      junior_rates: false,
      hourly_cents: 3250,
    },
    ...change,
  };
}
