import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobCard } from '../../../testing/job-card';
import { JobSearchPage } from '../job-search-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const NEWTOWN = 'place=Newtown+NSW&lat=-33.8976&lng=151.1785';

/**
 * Two categories; each jobs call answered by `jobs` (its URL's search parameters in, a status and
 * body out). Every jobs URL is recorded.
 */
function api(jobs: (params: URLSearchParams) => { status: number; body: unknown }) {
  const urls: string[] = [];
  const fn = (input: RequestInfo | URL) => {
    const url = new URL(urlOf(input), 'http://localhost');
    urls.push(url.pathname + url.search);
    const answer = url.pathname.endsWith('/system/job-categories')
      ? {
          status: 200,
          body: {
            categories: [
              { code: 'HOSP', display_name: 'Hospitality' },
              { code: 'RETL', display_name: 'Retail' },
            ],
          },
        }
      : jobs(url.searchParams);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, jobCalls: () => urls.filter((u) => u.includes('/jobs/by-category')) };
}

const nothing = () => ({ status: 200, body: { jobs: [], has_more: false } });
const where = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Browse Jobs: a search that found nothing', () => {
  it('says so once with the total, and each button widens the search one way', async () => {
    const server = api(nothing);
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<JobSearchPage />, `/jobs/search?${NEWTOWN}&radius=5&min_pay=35`);
    expect(await screen.findByRole('heading', { name: '0 jobs match your filters' })).toBeTruthy();
    expect(
      screen.getByText(/You searched within 5 km of Newtown NSW, paying \$35\+\/h\./),
    ).toBeTruthy();
    // One message, not a line per category.
    expect(screen.queryByRole('region', { name: 'Hospitality' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Retail' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search every location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear minimum pay ($35+/h)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Widen to 10 km' }));
    expect(where()).toContain('radius=10');
    await waitFor(() => expect(server.jobCalls().at(-1)).toContain('radius_km=10'));
    expect(await screen.findByRole('button', { name: 'Widen to 20 km' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Search every location' }));
    await waitFor(() => expect(where()).not.toContain('place='));
    expect(where()).toContain('min_pay=35');
    expect(screen.queryByRole('button', { name: /Widen to/ })).toBeNull();
  });

  it('says so in plain words when nothing is open and nothing was filtered', async () => {
    vi.stubGlobal('fetch', api(nothing).fn);
    renderScreen(<JobSearchPage />, '/jobs/search');
    expect(await screen.findByRole('heading', { name: '0 jobs are open right now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Widen|Clear minimum|Search every/ })).toBeNull();
  });
});

describe('Browse Jobs: distance', () => {
  it('shows on each card how far it is from the suburb chosen', async () => {
    vi.stubGlobal(
      'fetch',
      api((params) =>
        params.get('category_code') === 'HOSP'
          ? {
              status: 200,
              body: { jobs: [jobCard(1, { title: 'Barista', distance_km: 3.2 })], has_more: false },
            }
          : nothing(),
      ).fn,
    );
    renderScreen(<JobSearchPage />, `/jobs/search?${NEWTOWN}`);
    const card = await screen.findByRole('article', { name: 'Barista' });
    expect(within(card).getByText('3.2 km away')).toBeTruthy();
    expect(within(card).getByText('0 of 5 applications received, 5 places left')).toBeTruthy();
  });
});

describe('Browse Jobs: a failed load', () => {
  it('says so once at the top of the results with Retry, never in the server’s words', async () => {
    let failing = true;
    vi.stubGlobal(
      'fetch',
      api((params) =>
        failing
          ? { status: 500, body: { detail: 'boom' } }
          : params.get('category_code') === 'HOSP'
            ? { status: 200, body: { jobs: [jobCard(1, { title: 'Barista' })], has_more: false } }
            : nothing(),
      ).fn,
    );
    renderScreen(<JobSearchPage />, '/jobs/search');
    const failure = await screen.findByText('The jobs could not be loaded. Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/boom/)).toBeNull();
    // Above the (hidden) sections, right under the line that says what was found.
    expect(screen.queryByRole('region', { name: 'Hospitality' })).toBeNull();
    failing = false;
    fireEvent.click(
      within(failure.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('article', { name: 'Barista' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
