import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jobId, student } from '../../../features/saved/__tests__/fake-api';
import { jobCard as card } from '../../../testing/job-card';
import { JobSearchPage } from '../job-search-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Browse Jobs: saving from a card', () => {
  it('puts the toggle in each card beside, not inside, its link', async () => {
    setSession(student);
    let savedIds = [jobId(1)];
    const api = fakeApi({
      'GET /api/system/job-categories': () => ({
        status: 200,
        body: { categories: [{ code: 'HOSP', display_name: 'Hospitality' }] },
      }),
      'GET /api/system/jobs/by-category?category_code=HOSP&limit=3': () => ({
        status: 200,
        body: { jobs: [card(2), card(1)], has_more: false },
      }),
      'GET /api/student/saved-jobs/ids': () => ({ status: 200, body: { ids: savedIds } }),
      [`PUT /api/student/saved-jobs/${jobId(2)}`]: () => {
        savedIds = [jobId(2), ...savedIds];
        return { status: 200, body: { saved: true } };
      },
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<JobSearchPage />, '/jobs/search');
    const saved = within(await screen.findByRole('article', { name: 'Job 1' }));
    await waitFor(() =>
      expect(
        saved.getByRole('button', { name: 'Save Job 1 at Cafe' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    const other = within(screen.getByRole('article', { name: 'Job 2' }));
    const toggle = other.getByRole('button', { name: 'Save Job 2 at Cafe', pressed: false });
    expect(toggle.closest('a')).toBeNull();
    expect(other.getByRole('link', { name: 'View Details' })).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('location').textContent).toBe('/jobs/search');
    expect(api.calls).toContain(`PUT /api/student/saved-jobs/${jobId(2)}`);
  });
});
