import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastRegion } from 'shared-kit';
import { minimumWageAnswer, renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateListingForm } from '../components/create-listing-form';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const REFUSAL =
  "Pay must be at least $33.05 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.";

/** The API as the form meets it: the categories, the minimum wage table, then the post's answer. */
function api(post: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    if (url.includes('/system/job-categories')) {
      return reply(200, { categories: [{ code: 'HOSP', display_name: 'Hospitality' }] });
    }
    if (url.includes('/system/minimum-wage')) return reply(200, minimumWageAnswer);
    if (url.endsWith('/employer/listings') && init?.method === 'POST') {
      posted.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
      return reply(post.status, post.body);
    }
    return reply(200, { predictions: [] });
  };
  return { fn, posted };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillListing() {
  fireEvent.change(field('Job title'), { target: { value: 'Weekend Barista' } });
  await screen.findByRole('option', { name: 'Hospitality' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
    target: { value: 'HOSP' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), {
    target: { value: 'Newtown NSW 2042' },
  });
  fireEvent.change(field('Short preview'), { target: { value: 'Coffee on weekends.' } });
  fireEvent.change(field('Expiry date'), { target: { value: '08/12/2026' } });
  fireEvent.change(field('Maximum applications'), { target: { value: '5' } });
  fireEvent.change(field('Description'), { target: { value: 'Make coffee.' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Type of work' }), {
    target: { value: 'casual' },
  });
  fireEvent.change(field('Hours from'), { target: { value: '10' } });
  fireEvent.change(field(/^Hours to/), { target: { value: '15' } });
  fireEvent.change(field(/^Usual days and times/), { target: { value: 'Sat and Sun' } });
  fireEvent.click(
    screen.getByLabelText(
      'I confirm that all details in this job listing are accurate and complete.',
    ),
  );
}

beforeEach(() => {
  // 25 November 2026 in Sydney: the rates from 1 July 2026 apply ($33.05 casual).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Create Job Listing: pay and hours', () => {
  it('judges the pay as soon as a rate and a type are given, and links to what is missing', async () => {
    vi.stubGlobal('fetch', api({ status: 500, body: {} }).fn);
    renderScreen(<CreateListingForm />, '/profile/employer/createjob');
    const missing = screen.getByText(/^Still needed to post:/);
    expect(within(missing).getAllByRole('link')[0]?.textContent).toBe('a job title');
    fireEvent.click(within(missing).getByRole('link', { name: 'a job title' }));
    expect(document.activeElement).toBe(field('Job title'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Type of work' }), {
      target: { value: 'casual' },
    });
    fireEvent.change(field('Pay per hour ($)'), { target: { value: '30' } });
    // No hours yet: the rate is judged already.
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    const payLink = within(screen.getByText(/^Still needed to post:/)).getByRole('link', {
      name: 'pay of at least $33.05 an hour',
    });
    fireEvent.click(payLink);
    expect(document.activeElement).toBe(field('Pay per hour ($)'));
  });

  it('refuses a rate below the minimum before posting, then confirms the pay line and the minimum', async () => {
    const server = api({
      status: 201,
      body: { id: '00000000-0000-4000-8000-000000000001', status: 'posted' },
    });
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<CreateListingForm />, '/profile/employer/createjob');
    await fillListing();
    const post = screen.getByRole('button', { name: 'Post Job' });

    fireEvent.change(field('Pay per hour ($)'), { target: { value: '33.04' } });
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(field('Pay per hour ($)').getAttribute('aria-invalid')).toBe('true');
    expect(post).toHaveProperty('disabled', true);
    const missing = screen.getByText(/^Still needed to post:/);
    expect(missing.textContent).toBe('Still needed to post: pay of at least $33.05 an hour.');
    expect(post.getAttribute('aria-describedby')).toBe(missing.id);

    fireEvent.change(field('Pay per hour ($)'), { target: { value: '34.50' } });
    expect(screen.queryByText(REFUSAL)).toBeNull();
    expect(screen.queryByText(/^Still needed to post:/)).toBeNull();
    expect(post).toHaveProperty('disabled', false);
    fireEvent.click(post);
    const dialog = screen.getByRole('dialog', { name: 'Post this job?' });
    expect(within(dialog).getByText('$34.50/h casual · 10–15 h/week')).toBeTruthy();
    expect(within(dialog).getByText('Sat and Sun')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "The minimum for casual work is $33.05 an hour: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26.",
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({
      title: 'Weekend Barista',
      expiry_date: '2026-12-08',
      pay: {
        amount_cents: 3450,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 10,
        hours_max: 15,
        schedule: 'Sat and Sun',
        junior_rates: false,
      },
    });
  });

  it('tells the employer when our team holds the listing for review, and the kind of reason', async () => {
    const server = api({
      status: 201,
      body: {
        id: '00000000-0000-4000-8000-000000000002',
        status: 'pending',
        review_reasons: ['reports'],
      },
    });
    vi.stubGlobal('fetch', server.fn);
    renderScreen(
      <>
        <CreateListingForm />
        <ToastRegion />
      </>,
      '/profile/employer/createjob',
    );
    await fillListing();
    fireEvent.change(field('Pay per hour ($)'), { target: { value: '34.50' } });
    const post = screen.getByRole('button', { name: 'Post Job' });
    await waitFor(() => expect(post).toHaveProperty('disabled', false));
    fireEvent.click(post);
    const dialog = screen.getByRole('dialog', { name: 'Post this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    const messages = screen.getByRole('status', { name: 'Messages' });
    expect(
      await within(messages).findByText(
        'Job saved. Under review — usually within a day. Students reported this listing. You can ask for a review from your dashboard.',
      ),
    ).toBeTruthy();
    expect(navigateToUrl).toHaveBeenCalledWith('/profile/employer');
  });

  it('offers a fixed amount only for a one-off gig', () => {
    vi.stubGlobal('fetch', api({ status: 500, body: {} }).fn);
    renderScreen(<CreateListingForm />, '/profile/employer/createjob');
    const type = screen.getByRole('combobox', { name: 'Type of work' });
    fireEvent.change(type, { target: { value: 'casual' } });
    expect(screen.queryByRole('radio', { name: 'A fixed amount for the gig' })).toBeNull();
    fireEvent.change(type, { target: { value: 'one_off' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A fixed amount for the gig' }));
    expect(field('Amount for the gig ($)')).toBeTruthy();
    expect(screen.getByText(/^Hours for the whole gig/)).toBeTruthy();
    fireEvent.change(type, { target: { value: 'part_time' } });
    expect(field('Pay per hour ($)')).toBeTruthy();
  });

  it('links to Fair Work’s pay calculator beside the pay', () => {
    vi.stubGlobal('fetch', api({ status: 500, body: {} }).fn);
    renderScreen(<CreateListingForm />, '/profile/employer/createjob');
    const link = screen.getByRole('link', { name: /Fair Work's pay calculator/ });
    expect(link.getAttribute('href')).toBe('https://calculate.fairwork.gov.au/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the API’s refusal when it still refuses', async () => {
    const detail = 'Pay must be at least $33.05 an hour for casual work: …';
    vi.stubGlobal('fetch', api({ status: 400, body: { detail } }).fn);
    renderScreen(<CreateListingForm />, '/profile/employer/createjob');
    await fillListing();
    fireEvent.change(field('Pay per hour ($)'), { target: { value: '34.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Post this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });
});
