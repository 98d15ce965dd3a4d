import { cleanup, screen } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingsSection } from '../components/listings-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const listing = (n: number, pay: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Listing ${n}`,
  status: 'posted',
  expiry_date: '2030-01-01',
  created_at: '2026-01-01T00:00:00.000Z',
  applications_count: 0,
  pay: { schedule: '', junior_rates: false, ...pay },
});

/** An element whose whole text is `text` (a pay line is in parts that do not break inside). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Your Job Listings', () => {
  it('shows the pay of each listing, an hourly rate or a one-off gig’s fixed amount', async () => {
    const hourly = {
      amount_cents: 3250,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 10,
      hours_max: 15,
      hourly_cents: 3250,
    };
    const gig = {
      amount_cents: 42000,
      unit: 'gig',
      employment_type: 'one_off',
      hours_min: 10,
      hours_max: 12,
      hourly_cents: 3500,
    };
    const body = { listings: [listing(1, hourly), listing(2, gig)], total_listings: 2 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    expect(await screen.findByText(wholeText('$32.50/h casual · 10–15 h/week'))).toBeTruthy();
    expect(screen.getByText(wholeText('$420 one-off gig · 10–12 h'))).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Pay' })).toBeTruthy();
  });

  it('says a listing held for our team’s review is under review, and how long that takes', async () => {
    const pay = {
      amount_cents: 3450,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 10,
      hours_max: 15,
      hourly_cents: 3450,
    };
    const held = { ...listing(3, pay), status: 'pending' };
    const body = { listings: [held, listing(4, pay)], total_listings: 2 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    const row = (await screen.findByText('Listing 3')).closest('tr');
    expect(row?.textContent).toContain('Under review');
    expect(row?.textContent).toContain('usually within a day');
    const other = screen.getByText('Listing 4').closest('tr');
    expect(other?.textContent).toContain('Posted');
    expect(other?.textContent).not.toContain('Under review');
  });
});
