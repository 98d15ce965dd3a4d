import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { EmployerProfilePage } from '../employer-profile-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Weekend Barista',
  status: 'posted',
  expiry_date: '2030-01-01',
  created_at: '2026-01-01T00:00:00.000Z',
  applications_count: 0,
  pay: {
    amount_cents: 3300,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 10,
    hours_max: 15,
    hourly_cents: 3300,
    schedule: '',
    junior_rates: false,
  },
};

/** Answers each of the dashboard's calls by its path; the profile's never comes. */
function dashboardApi() {
  const listings = fakeFetch({ status: 200, body: { listings: [listing], total_listings: 1 } });
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/employer/listings')) return listings.fn(input, init);
    return new Promise<Response>(() => {});
  };
}

it('renders the listings table and the danger zone after the first view, with their actions', async () => {
  vi.stubGlobal('fetch', dashboardApi());
  renderScreen(<EmployerProfilePage />, '/profile/employer');
  const listings = screen.getByRole('region', { name: 'Your Job Listings' });
  expect(within(listings).getByRole('link', { name: 'List job' })).toBeTruthy();
  expect(
    await within(listings).findByRole('button', { name: 'Delete listing: Weekend Barista' }),
  ).toBeTruthy();
  const zone = await screen.findByRole('region', { name: 'Danger zone' });
  expect(within(zone).getByRole('button', { name: 'Delete Account' })).toBeTruthy();
});
