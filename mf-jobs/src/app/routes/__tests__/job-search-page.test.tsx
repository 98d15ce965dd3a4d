import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobSearchPage } from '../job-search-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

/** Categories (one), and an empty page of jobs for every call, each URL recorded. */
function api() {
  const urls: string[] = [];
  const fn = (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    const body = url.includes('/system/job-categories')
      ? { categories: [{ code: 'HOSP', display_name: 'Hospitality' }] }
      : { jobs: [], has_more: false };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, jobCalls: () => urls.filter((u) => u.includes('/jobs/by-category')) };
}

const minimumPay = () => screen.getByRole('combobox', { name: 'Minimum pay' });
const where = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Browse Jobs: minimum pay', () => {
  it('starts from the minimum in the URL (a shared search) and sends it', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<JobSearchPage />, '/jobs/search?min_pay=35');
    await screen.findByRole('heading', { name: '0 jobs match your filters' });
    expect(minimumPay()).toHaveProperty('value', '3500');
    expect(server.jobCalls()[0]).toContain('min_hourly_cents=3500');
  });

  it('puts the minimum in the URL on Apply, and Clear takes it out', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<JobSearchPage />, '/jobs/search');
    await screen.findByRole('heading', { name: '0 jobs are open right now' });
    expect(server.jobCalls()[0]).not.toContain('min_hourly_cents');

    fireEvent.change(minimumPay(), { target: { value: '4000' } });
    // Nothing changes until Apply.
    expect(where()).toBe('/jobs/search');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(where()).toBe('/jobs/search?min_pay=40');
    await waitFor(() => expect(server.jobCalls().at(-1)).toContain('min_hourly_cents=4000'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toBe('/jobs/search');
    expect(minimumPay()).toHaveProperty('value', '');
    await waitFor(() => expect(server.jobCalls().at(-1)).not.toContain('min_hourly_cents'));
  });
});

describe('Browse Jobs: For employers', () => {
  it("links to the employers' page for anyone who is not a student, and not for a student", async () => {
    vi.stubGlobal('fetch', api().fn);
    renderScreen(<JobSearchPage />, '/jobs/search');
    await screen.findByRole('heading', { name: '0 jobs are open right now' });
    expect(screen.getByRole('link', { name: 'For employers' }).getAttribute('href')).toBe(
      '/employers',
    );
    cleanup();

    setSession({ user_id: '00000000-0000-4000-8000-0000000000aa', role: 'student' });
    renderScreen(<JobSearchPage />, '/jobs/search');
    await screen.findByRole('heading', { name: '0 jobs are open right now' });
    expect(screen.queryByRole('link', { name: 'For employers' })).toBeNull();
  });
});
