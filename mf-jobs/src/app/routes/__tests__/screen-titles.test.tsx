import { cleanup, waitFor } from '@testing-library/react';
import { clearSession, markSessionReady } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { jobId } from '../../../features/saved/__tests__/fake-api';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';
import { JobSearchPage } from '../job-search-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

// Each screen names the browser tab after itself, not the site's generic title (WCAG 2.4.2).
it('titles the search Browse Jobs', () => {
  // The title does not wait for the categories.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  document.title = 'Student Gigs — flexible work for students';
  renderScreen(<JobSearchPage />, '/jobs/search');
  expect(document.title).toBe('Browse Jobs · Student Gigs');
});

it('titles a job’s page with the job and its business once loaded', async () => {
  const id = jobId(3);
  const job = jobDetail({ id });
  markSessionReady();
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify(job), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
  await waitFor(() =>
    expect(document.title).toBe(`${job.title} at ${job.business_name} · Student Gigs`),
  );
});
