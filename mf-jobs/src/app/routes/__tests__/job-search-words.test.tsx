import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobCard } from '../../../testing/job-card';
import { JobSearchPage } from '../job-search-page';

const card = (n: number, title: string, rank?: number) =>
  jobCard(n, {
    title,
    company: 'Bean Co',
    short_preview: 'Weekday mornings',
    ...(rank === undefined ? {} : { rank }),
  });

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Two categories. Hospitality has baristas (rank 1, a second page after the first); every other
 * search finds nothing anywhere. Each jobs URL is recorded.
 */
function api() {
  const urls: string[] = [];
  const fn = (input: RequestInfo | URL) => {
    const url = new URL(urlOf(input), 'http://localhost');
    urls.push(url.pathname + url.search);
    const q = url.searchParams.get('q');
    const hospitality = url.searchParams.get('category_code') === 'HOSP';
    let body: unknown = { jobs: [], has_more: false };
    if (url.pathname.endsWith('/system/job-categories')) {
      body = {
        categories: [
          { code: 'HOSP', display_name: 'Hospitality' },
          { code: 'RETL', display_name: 'Retail' },
        ],
      };
    } else if (hospitality && q === 'barist' && !url.searchParams.has('before_id')) {
      body = { jobs: [card(3, 'Barista', 1), card(2, 'Head Barista', 1)], has_more: true };
    } else if (hospitality && q === 'barist') {
      body = { jobs: [card(1, 'Cafe All-rounder', 2)], has_more: false };
    } else if (hospitality && q === null) {
      body = { jobs: [card(4, 'Waiter')], has_more: false };
    }
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, jobCalls: () => urls.filter((u) => u.includes('/jobs/by-category')) };
}

const words = () => screen.getByRole('searchbox', { name: 'Search jobs' });
const where = () => screen.getByTestId('location').textContent;
/** The line over the results that says what matched: its text, across its bold parts. */
const summary = () =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'P' &&
      /^(The first )?\d+ jobs? (that )?match/.test(element.textContent ?? ''),
  ).textContent;
const hospitality = () => screen.findByRole('region', { name: 'Hospitality' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Browse Jobs: search words', () => {
  it('searches every category for the words, puts them in the URL and pages by rank', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<JobSearchPage />, '/jobs/search?min_pay=35');
    await screen.findByRole('article', { name: 'Waiter' });
    expect(summary()).toBe('1 job matches your filters, the only one.');

    fireEvent.change(words(), { target: { value: '  barist ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/jobs/search?q=barist&min_pay=35');
    await within(await hospitality()).findByRole('article', { name: 'Barista' });
    expect(screen.queryByRole('article', { name: 'Waiter' })).toBeNull();
    const calls = server.jobCalls();
    expect(calls.filter((u) => u.includes('q=barist'))).toHaveLength(2);
    // A count over every category: Hospitality holds more than it shows, so the figure is said
    // to be the first ones, with where the rest are. Retail, which found nothing, is behind one line.
    expect(summary()).toBe(
      'The first 2 jobs that match “barist”. Hospitality has more. Best matches first.',
    );
    expect(screen.getByText('No matches in 1 other category (Retail)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Retail' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: /quick/i }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hospitality']);

    fireEvent.click(screen.getByRole('button', { name: 'More Hospitality Jobs' }));
    await within(await hospitality()).findByRole('article', { name: 'Cafe All-rounder' });
    expect(summary()).toBe('3 jobs match “barist”, all shown. Best matches first.');
    // The next page continues within the last card's rank.
    const more = new URL(server.jobCalls().at(-1) ?? '', 'http://localhost').searchParams;
    expect(more.get('before_rank')).toBe('1');
    expect(more.get('before_id')).toBe(card(2, '').id);
    expect(more.get('q')).toBe('barist');
  });

  it('opens a shared search with the box, place and radius filled, and sends them', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fn);
    renderScreen(
      <JobSearchPage />,
      '/jobs/search?q=barist&place=Newtown+NSW&lat=-33.8976&lng=151.1785&radius=10',
    );
    await within(await hospitality()).findByRole('article', { name: 'Barista' });
    expect(words()).toHaveProperty('value', 'barist');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty(
      'value',
      'Newtown NSW',
    );
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveProperty('value', '10');
    expect(server.jobCalls()[0]).toContain('lat=-33.8976&long=151.1785&radius_km=10');
    expect(server.jobCalls()[0]).toContain('q=barist');
  });

  it('says once when nothing matches anywhere, and Clear search words brings every job back', async () => {
    vi.stubGlobal('fetch', api().fn);
    renderScreen(<JobSearchPage />, '/jobs/search?q=xyz&min_pay=35');
    expect(await screen.findByRole('heading', { name: '0 jobs match “xyz”' })).toBeTruthy();
    // Not six times "No … jobs match your filters.": the sections are hidden.
    expect(screen.queryByRole('region', { name: 'Hospitality' })).toBeNull();

    // One button per way to widen: here the pay and the words.
    expect(screen.getByRole('button', { name: 'Clear minimum pay ($35+/h)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search words' }));
    expect(where()).toBe('/jobs/search?min_pay=35');
    expect(document.activeElement).toBe(words());
    await within(await hospitality()).findByRole('article', { name: 'Waiter' });
    expect(screen.queryByRole('heading', { name: /0 jobs match/ })).toBeNull();
  });

  it('refuses words longer than the API takes, and Clear empties the box', async () => {
    vi.stubGlobal('fetch', api().fn);
    renderScreen(<JobSearchPage />, '/jobs/search?q=barist');
    await within(await hospitality()).findByRole('article', { name: 'Barista' });

    fireEvent.change(words(), { target: { value: 'a'.repeat(101) } });
    expect(screen.getByText('Use at most 100 characters (101 now).')).toBeTruthy();
    expect(words().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/jobs/search?q=barist');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toBe('/jobs/search');
    await waitFor(() => expect(words()).toHaveProperty('value', ''));
  });

  it('says why before sending words the API would refuse as too costly to search', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fn);
    renderScreen(<JobSearchPage />, '/jobs/search?q=barist');
    await within(await hospitality()).findByRole('article', { name: 'Barista' });
    const calls = server.jobCalls().length;

    fireEvent.change(words(), { target: { value: '"b w" or "w b"' } });
    expect(
      screen.getByText('Put a word of at least 3 letters in each quoted phrase.'),
    ).toBeTruthy();
    expect(words().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/jobs/search?q=barist');
    expect(server.jobCalls()).toHaveLength(calls);

    fireEvent.change(words(), { target: { value: '"bar w"' } });
    expect(words().getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/jobs/search?q=%22bar+w%22');
  });
});
