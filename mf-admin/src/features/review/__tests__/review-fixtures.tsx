// The listing the review tests read, and the helpers that show it and read its decision form.
import { screen, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { vi } from 'vitest';
import { ReviewScreen } from '../components/review-screen';

export const ID = '00000000-0000-4000-8000-000000000031';
export const URL = `/moderation/listing?id=${ID}`;

export const listing = {
  id: ID,
  title: 'Easy online data entry',
  status: 'pending',
  created_at: '2026-03-01T12:00:00.000Z',
  held_at: '2026-03-01T12:00:00.000Z',
  reasons: [
    {
      code: 'bank_details',
      label: 'Asks for bank or card details',
      excerpt: 'message me on whatsapp with your bank details',
    },
    {
      code: 'employer_reported_before',
      label: "Students reported 1 of this employer's listings before",
      excerpt: null,
    },
  ],
  reports: 1,
  employer: {
    employer_id: '00000000-0000-4000-8000-0000000000e1',
    business_name: 'Quick Cash Promotions',
    joined_at: '2026-01-05T12:00:00.000Z',
    listings: 2,
    removed: 1,
    reported: 2,
    posting_suspended: false,
  },
  short_preview: 'Work from home, paid daily',
  description: 'No experience needed. To start, message me on WhatsApp with your bank details.',
  location: 'Sydney NSW',
  expiry_date: '2026-04-30',
  pay: {
    amount_cents: 4500,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 5,
    hours_max: 10,
    schedule: 'Any time',
    junior_rates: false,
    hourly_cents: 4500,
  },
  questions: ['What is your bank?'],
  report_list: [
    {
      reason: 'scam',
      details: 'They asked me for my card number.',
      created_at: '2026-03-02T12:00:00.000Z',
      open: true,
    },
    { reason: 'misleading', details: '', created_at: '2026-02-20T12:00:00.000Z', open: false },
  ],
  decisions: [
    {
      decision: 'approve',
      reason: 'Checked with the business by phone.',
      moderator_email: 'moderator@demo.studentgigs.au',
      decided_at: '2026-02-21T12:00:00.000Z',
    },
  ],
};

export const REASON = 'Reason (the employer reads it)';
export const reasonBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: REASON });

/** The decision choices offered, by name. */
export const offered = () =>
  within(screen.getByRole('group', { name: 'What should happen to it?' }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

export function show(...answers: { status: number; body?: unknown }[]) {
  const api = fakeFetch(...answers);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<ReviewScreen />, URL);
  return api;
}

/** The choices offered, each as its name and the help under it. */
export const choices = () =>
  within(screen.getByRole('group', { name: 'What should happen to it?' }))
    .getAllByRole('radio')
    .map((radio) => [
      document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent,
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent,
    ]);
