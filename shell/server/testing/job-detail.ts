// A job as GET /student/jobs/{id} answers a visitor, for the site server's tests.
import type { JobDetail } from 'api-contract/listings';

export function jobDetail(overrides: Partial<JobDetail> & Pick<JobDetail, 'id'>): JobDetail {
  return {
    title: 'Barista',
    business_name: 'Harbour Cafe',
    business_description: 'A family-run café by the water.',
    short_preview: 'Weekend shifts',
    description: 'Make coffee for our Saturday crowd.',
    location: 'Newtown NSW 2042',
    category_code: 'HOSP',
    latitude: -33.8978,
    longitude: 151.1785,
    expiry_date: '2026-12-31',
    submitted_count: 1,
    max_applications: 5,
    questions: [],
    question_ids: [],
    availability: 'open',
    close_outcome: null,
    posted_at: '2026-11-20T02:30:00.000000Z',
    closed_at: null,
    my_application: null,
    pay: {
      amount_cents: 3450,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 10,
      hours_max: 15,
      schedule: 'Weekend mornings',
      junior_rates: false,
      hourly_cents: 3450,
    },
    usual_review_days: null,
    saved: false,
    ...overrides,
  };
}
