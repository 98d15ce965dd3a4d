import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFilter } from '../browse-filter';
import { jobCard } from '../../../testing/job-card';
import { CategorySection } from '../components/category-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const category = { code: 'HOSP', display_name: 'Hospitality' } as const;
const job = (n: number) => {
  const card = jobCard(n);
  return { ...card, pay: { ...card.pay, schedule: 'Weekends', junior_rates: n === 9 } };
};

/** An element whose whole text is `text` (a pay line is in parts that do not break inside). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a category section', () => {
  it('shows 3 jobs, loads 6 more by cursor, then says there are no more', async () => {
    const api = fakeFetch(
      { status: 200, body: { jobs: [job(9), job(8), job(7)], has_more: true } },
      { status: 200, body: { jobs: [job(6), job(5)], has_more: false } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<CategorySection category={category} filter={defaultFilter()} />, '/jobs/search');
    expect(await screen.findByText('Job 7')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/system/jobs/by-category?category_code=HOSP&limit=3');

    fireEvent.click(screen.getByRole('button', { name: 'More Hospitality Jobs' }));
    expect(await screen.findByText('No more Hospitality jobs.')).toBeTruthy();
    expect(api.calls[1]?.url).toContain('limit=6');
    expect(api.calls[1]?.url).toContain(`before_id=${job(7).id}`);
    expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(5);
  });

  it('shows each card’s pay, and says when junior rates apply', async () => {
    const api = fakeFetch({ status: 200, body: { jobs: [job(9), job(8)], has_more: false } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<CategorySection category={category} filter={defaultFilter()} />, '/jobs/search');
    const junior = await screen.findByRole('article', { name: 'Job 9' });
    expect(within(junior).getByText(wholeText('$32.50/h casual · 10–15 h/week'))).toBeTruthy();
    expect(within(junior).getByText('Junior rates apply')).toBeTruthy();
    const adult = screen.getByRole('article', { name: 'Job 8' });
    expect(within(adult).getByText(wholeText('$32.50/h casual · 10–15 h/week'))).toBeTruthy();
    expect(within(adult).queryByText('Junior rates apply')).toBeNull();
  });

  it('sends the minimum pay as min_hourly_cents', async () => {
    const api = fakeFetch({ status: 200, body: { jobs: [], has_more: false } });
    vi.stubGlobal('fetch', api.fn);
    const filter = { ...defaultFilter(), minHourlyCents: 3500 };
    renderScreen(<CategorySection category={category} filter={filter} />, '/jobs/search');
    expect(await screen.findByText('No Hospitality jobs match your filters.')).toBeTruthy();
    expect(api.calls[0]?.url).toBe(
      '/api/system/jobs/by-category?category_code=HOSP&limit=3&min_hourly_cents=3500',
    );
  });

  it('sends the place and radius when a location is applied', async () => {
    const api = fakeFetch({ status: 200, body: { jobs: [], has_more: false } });
    vi.stubGlobal('fetch', api.fn);
    const filter = {
      words: '',
      place: { name: 'Newtown', lat: -33.9, lng: 151.18 },
      radiusKm: 10,
      minHourlyCents: null,
    };
    renderScreen(<CategorySection category={category} filter={filter} />, '/jobs/search');
    expect(await screen.findByText('No Hospitality jobs match your filters.')).toBeTruthy();
    expect(api.calls[0]?.url).toContain('lat=-33.9&long=151.18&radius_km=10');
  });

  it('says a failed load failed, never that nothing matches, and loads on Retry', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 500 }, { status: 200, body: { jobs: [job(9)], has_more: false } }).fn,
    );
    renderScreen(<CategorySection category={category} filter={defaultFilter()} />, '/jobs/search');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Hospitality jobs could not be loaded.');
    expect(screen.queryByText('No Hospitality jobs match your filters.')).toBeNull();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();

    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 9')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed More failed, keeps the jobs shown, and fetches the same page on Retry', async () => {
    const api = fakeFetch(
      { status: 200, body: { jobs: [job(9), job(8), job(7)], has_more: true } },
      { status: 500 },
      { status: 200, body: { jobs: [job(6)], has_more: false } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<CategorySection category={category} filter={defaultFilter()} />, '/jobs/search');
    fireEvent.click(await screen.findByRole('button', { name: 'More Hospitality Jobs' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('More Hospitality jobs could not be loaded.');
    expect(screen.getByText('Job 7')).toBeTruthy();

    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 6')).toBeTruthy();
    expect(api.calls.at(-1)?.url).toContain(`before_id=${job(7).id}`);
    expect(screen.getByText('No more Hospitality jobs.')).toBeTruthy();
  });
});
