import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const casual = {
  amount_cents: 3300,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  hourly_cents: 3300,
};

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

  it('offers Edit on each open listing, live or held, and not on one that ended', async () => {
    const body = {
      listings: [
        listing(5, casual),
        { ...listing(6, casual), status: 'pending' },
        { ...listing(7, casual), status: 'expired' },
      ],
      total_listings: 3,
    };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    const live = await screen.findByRole('link', { name: 'Edit listing: Listing 5' });
    expect(live.getAttribute('href')).toBe(
      '/profile/employer/editjob?id=00000000-0000-4000-8000-000000000005',
    );
    expect(screen.getByRole('link', { name: 'Edit listing: Listing 6' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit listing: Listing 7' })).toBeNull();
  });

  it('offers no Edit while posting is paused: the API refuses a paused employer’s edit', async () => {
    const body = { listings: [listing(5, casual)], total_listings: 1 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection postingPaused />, '/profile/employer');
    expect(await screen.findByRole('button', { name: 'Close listing: Listing 5' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit listing: Listing 5' })).toBeNull();
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

  it('says a failed load failed, not "No job listings.", and loads on Retry', async () => {
    const body = { listings: [listing(1, casual)], total_listings: 1 };
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }, { status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Your job listings could not be loaded.');
    expect(screen.queryByText('No job listings.')).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('Listing 1')).not.toHaveLength(0);
  });

  it('keeps the delete dialog open and says so when deleting fails', async () => {
    const body = { listings: [listing(1, casual)], total_listings: 1 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }, { status: 500 }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete listing: Listing 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The listing could not be deleted. Please try again.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('closes a listing as filled, says who will be told what, and leaves out the one hired', async () => {
    const body = { listings: [listing(1, casual)], total_listings: 1 };
    const summary = (n: number, status: string) => ({
      id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
      applicant_name: `Applicant ${n}`,
      degree: '',
      university: '',
      status,
    });
    const applications = {
      applications: [summary(1, 'submitted'), summary(2, 'seen'), summary(3, 'rejected')],
    };
    const api = fakeFetch(
      { status: 200, body },
      { status: 200, body: applications },
      { status: 200, body: { notified: 1 } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    fireEvent.click(await screen.findByRole('button', { name: 'Close listing: Listing 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Close listing?' });
    expect(
      await within(dialog).findByText(
        '2 applicants still waiting will be told “This position has been filled”.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Applicant 1'));
    expect(
      within(dialog).getByText(
        '1 applicant still waiting will be told “This position has been filled”.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Applicant 3')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[2]?.url).toBe(`/api/employer/listings/${listing(1, casual).id}/close`);
    expect(api.calls[2]?.body).toEqual({ outcome: 'filled', hired: [summary(1, 'submitted').id] });
    // The refreshed rows arrive in a render of their own, which may yield first.
    expect((await screen.findAllByText('Filled')).length).toBeGreaterThan(0);
    // Filled, it offers Post again where it offered Close, filled from it.
    expect(screen.queryAllByRole('button', { name: 'Close listing: Listing 1' })).toEqual([]);
    expect(
      screen.getAllByRole('link', { name: 'Post again: Listing 1' })[0]?.getAttribute('href'),
    ).toBe(`/profile/employer/createjob?from=${listing(1, casual).id}`);
  });

  it('closes as cancelled with nobody marked hired', async () => {
    const body = { listings: [listing(1, casual)], total_listings: 1 };
    const api = fakeFetch(
      { status: 200, body },
      { status: 200, body: { applications: [] } },
      { status: 200, body: { notified: 0 } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    fireEvent.click(await screen.findByRole('button', { name: 'Close listing: Listing 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Close listing?' });
    fireEvent.click(within(dialog).getByLabelText('Cancelled: the job will not go ahead'));
    expect(
      await within(dialog).findByText(
        'Nobody else is waiting for an answer, so nobody is sent a message.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[2]?.body).toEqual({ outcome: 'cancelled' });
  });

  it("shows a listing card's applications per stage on a phone, only the stages that hold any", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const counted = {
      ...listing(5, casual),
      applications_count: 7,
      stage_counts: { submitted: 3, seen: 0, shortlisted: 1, interview: 1, offered: 1, hired: 1 },
    };
    const body = { listings: [counted, listing(6, casual)], total_listings: 2 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    const stages = await screen.findByRole('list', { name: 'Applications by stage' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 new', '1 shortlisted', '1 interview', '1 offered', '1 hired']);
    expect(screen.getAllByRole('list', { name: 'Applications by stage' })).toHaveLength(1);
  });

  it('shows them under the count in the table on a wide screen too', async () => {
    const counted = {
      ...listing(5, casual),
      applications_count: 4,
      stage_counts: { submitted: 2, seen: 1, shortlisted: 0, interview: 0, offered: 0, hired: 1 },
    };
    const body = { listings: [counted, listing(6, casual)], total_listings: 2 };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body }).fn);
    renderScreen(<ListingsSection />, '/profile/employer');
    const stages = await screen.findByRole('list', { name: 'Applications by stage' });
    expect(stages.closest('td')).not.toBeNull();
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 new', '1 seen', '1 hired']);
  });
});
