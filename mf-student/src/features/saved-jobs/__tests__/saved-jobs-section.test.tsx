import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedJobsSection } from '../components/saved-jobs-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const pay = {
  amount_cents: 3500,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 8,
  hours_max: 12,
  schedule: '',
  junior_rates: false,
  hourly_cents: 3500,
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = (n: number, availability = 'open') => ({
  id: id(n),
  created_at: `2026-11-${String(n).padStart(2, '0')}T12:00:00.000Z`,
  title: `Job ${n}`,
  business_name: `Cafe ${n}`,
  location: `Suburb ${n} NSW`,
  expiry: '2026-12-20',
  pay,
  availability,
});
const page = (jobs: ReturnType<typeof job>[], total: number) => ({
  status: 200,
  body: { saved_jobs: jobs, total_saved: total },
});

const rowOf = (title: string) => {
  const table = screen.getByRole('table', { name: 'Saved Jobs' });
  const found = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(title));
  if (!found) throw new Error(`no row for ${title}`);
  return found;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Saved Jobs', () => {
  it('shows each job with a link to it, where, pay, when saved and whether it is still open', async () => {
    const jobs = [job(5), job(4, 'closed'), job(3, 'full'), job(2, 'expired'), job(1, 'removed')];
    const api = fakeFetch(page(jobs, 5));
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<SavedJobsSection />, '/profile/student');

    const link = await screen.findByRole('link', { name: 'Job 5' });
    expect(link.getAttribute('href')).toBe(`/jobs/apply?id=${id(5)}`);
    expect(api.calls[0]?.url).toBe('/api/student/saved-jobs?limit=5');
    const open = rowOf('Job 5');
    expect(within(open).getByText('Cafe 5')).toBeTruthy();
    expect(within(open).getByText('Suburb 5 NSW')).toBeTruthy();
    expect(within(open).getByText('$35/h casual')).toBeTruthy();
    expect(within(open).getByText('Open until Dec 20, 2026')).toBeTruthy();
    expect(within(open).getByText('Nov 5, 2026')).toBeTruthy();
    expect(within(rowOf('Job 4')).getByText('Listing closed')).toBeTruthy();
    expect(within(rowOf('Job 3')).getByText('Listing full')).toBeTruthy();
    expect(within(rowOf('Job 2')).getByText('Listing expired')).toBeTruthy();
    expect(within(rowOf('Job 1')).getByText('Listing removed')).toBeTruthy();
    // A removed listing has no page left to open.
    expect(screen.queryByRole('link', { name: 'Job 1' })).toBeNull();
  });

  it('pages by cursor, five at a time', async () => {
    const api = fakeFetch(
      page([job(12), job(11), job(10), job(9), job(8)], 7),
      page([job(7), job(6)], 7),
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<SavedJobsSection />, '/profile/student');
    expect(await screen.findByText('Showing 1–5 of 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Job 6' })).toBeTruthy();
    expect(api.calls[1]?.url).toContain(`before_id=${id(8)}`);
  });

  it('removes a job at once and refetches the list', async () => {
    const api = fakeFetch(
      page([job(2), job(1)], 2),
      { status: 200, body: { saved: false } },
      page([job(1)], 1),
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<SavedJobsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved jobs: Job 2' }));
    await waitFor(() => expect(screen.queryByText('Job 2')).toBeNull());
    expect(api.calls[1]?.url).toBe(`/api/student/saved-jobs/${id(2)}`);
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Job 1' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved Jobs' }));
  });

  it('goes back a page when the last job of the last page is removed', async () => {
    const first = [job(12), job(11), job(10), job(9), job(8)];
    const api = fakeFetch(
      page(first, 6),
      page([job(7)], 6),
      { status: 200, body: { saved: false } },
      page(first, 5),
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<SavedJobsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved jobs: Job 7' }));
    expect(await screen.findByRole('link', { name: 'Job 12' })).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByText(/No saved jobs yet/)).toBeNull();
  });

  it('keeps the job and shows the API’s detail when removing fails', async () => {
    const api = fakeFetch(page([job(1)], 1), {
      status: 503,
      body: { detail: 'We are down for maintenance.' },
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<SavedJobsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from saved jobs: Job 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We are down for maintenance.');
    expect(screen.getByRole('link', { name: 'Job 1' })).toBeTruthy();
  });

  it('explains how to save a job when there are none', async () => {
    vi.stubGlobal('fetch', fakeFetch(page([], 0)).fn);
    renderScreen(<SavedJobsSection />, '/profile/student');
    expect(
      await screen.findByText('No saved jobs yet. Tap the heart on a job to keep it here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
