import type { JobDetail } from 'api-contract/listings';
import { cardId } from './job-card';

/**
 * Job 10 as GET /student/jobs/{id} returns it (an open Barista job at Bean Co, no questions,
 * $31.50/h casual, not saved), with `change` on top.
 */
export function jobDetail(change: Partial<JobDetail> = {}): JobDetail {
  return {
    id: cardId(10),
    title: 'Barista',
    business_name: 'Bean Co',
    short_preview: 'Weekday mornings',
    description: 'Coffee, till and tables.',
    location: 'Newtown NSW 2042',
    expiry_date: '2030-01-01',
    submitted_count: 1,
    max_applications: 5,
    questions: [],
    question_ids: [],
    availability: 'open',
    my_application: null,
    pay: {
      amount_cents: 3150,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 15,
      hours_max: 25,
      schedule: '',
      junior_rates: false,
      hourly_cents: 3150,
    },
    usual_review_days: null,
    saved: false,
    ...change,
  };
}
