import { cleanup, screen } from '@testing-library/react';
import type { JobDetail } from 'api-contract/listings';
import { minimumWageAnswer, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateJobPage } from '../create-job-page';
import { repostDraft } from '../../../features/create-listing/repost-draft';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000042';

const filled: JobDetail = {
  id: ID,
  title: 'Weekend Barista',
  business_name: 'Harbour & Vine',
  short_preview: 'Coffee on weekends.',
  description: 'Make great coffee.',
  location: 'Newtown NSW 2042',
  category_code: 'HOSP',
  latitude: -33.8976,
  longitude: 151.1785,
  expiry_date: '2026-11-20',
  submitted_count: 3,
  max_applications: 15,
  questions: ['Can you work Sundays?'],
  question_ids: ['00000000-0000-4000-8000-0000000000a1'],
  availability: 'closed',
  close_outcome: 'filled',
  my_application: null,
  usual_review_days: null,
  saved: false,
  pay: {
    amount_cents: 3450,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 10,
    hours_max: 14,
    schedule: 'Saturday and Sunday mornings',
    junior_rates: false,
    hourly_cents: 3450,
  },
};

/** The API as the page meets it: the listing (or `status` for it), categories, minimum wage. */
function api(job: { status: number; body: unknown }) {
  return (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    if (url.includes(`/student/jobs/${ID}`)) return reply(job.status, job.body);
    if (url.includes('/system/job-categories')) {
      return reply(200, { categories: [{ code: 'HOSP', display_name: 'Hospitality' }] });
    }
    if (url.includes('/system/minimum-wage')) return reply(200, minimumWageAnswer);
    return reply(200, { predictions: [] });
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Post again', () => {
  it('fills the form from the earlier listing, leaving the expiry and the declaration to the employer', async () => {
    vi.stubGlobal('fetch', api({ status: 200, body: filled }));
    renderScreen(<CreateJobPage />, `/profile/employer/createjob?from=${ID}`);
    expect(await screen.findByText(/^Posting again: “Weekend Barista”/)).toBeTruthy();
    const value = (name: string | RegExp) =>
      screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    expect(value('Job title')).toBe('Weekend Barista');
    expect(value('Short preview')).toBe('Coffee on weekends.');
    expect(value('Description')).toBe('Make great coffee.');
    expect(value('Maximum applications')).toBe('15');
    expect(value('Hours from')).toBe('10');
    expect(value(/^Hours to/)).toBe('14');
    expect(value('Expiry date')).toBe('');
    await screen.findByRole('option', { name: 'Hospitality' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', 'HOSP');
    expect(screen.getByDisplayValue('Can you work Sundays?')).toBeTruthy();
    expect(
      screen.getByLabelText(
        'I confirm that all details in this job listing are accurate and complete.',
      ),
    ).toHaveProperty('checked', false);
  });

  it('says when the listing was removed, with a way to start afresh', async () => {
    vi.stubGlobal('fetch', api({ status: 410, body: { detail: 'This job was removed.' } }));
    renderScreen(<CreateJobPage />, `/profile/employer/createjob?from=${ID}`);
    expect(
      await screen.findByText('That listing can no longer be posted again: it was removed.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Start from an empty form' }).getAttribute('href'),
    ).toBe('/profile/employer/createjob');
  });

  it('keeps the pay as the employer wrote it, and a place that was typed as typed', () => {
    const draft = repostDraft({
      ...filled,
      latitude: null,
      longitude: null,
      questions: [],
      pay: { ...filled.pay, amount_cents: 20000, unit: 'gig', hours_min: 4, hours_max: 4 },
    });
    expect(draft.place).toBeNull();
    expect(draft.locationText).toBe('Newtown NSW 2042');
    expect(draft.pay).toMatchObject({ amount: '200', unit: 'gig', hoursFrom: '4', hoursTo: '' });
    expect(draft.questions).toHaveLength(1);
    expect(draft.questions[0]?.text).toBe('');
    expect(repostDraft(filled).pay.amount).toBe('34.50');
    expect(repostDraft(filled).place).toEqual({
      name: 'Newtown NSW 2042',
      lat: -33.8976,
      lng: 151.1785,
    });
  });
});
