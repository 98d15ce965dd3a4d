import { cleanup, screen } from '@testing-library/react';
import { clearSession, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobId, student } from '../../../features/saved/__tests__/fake-api';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

// A student who withdrew may apply again while the job is open.
const id = jobId(10);
const mine = (status: 'withdrawn' | 'submitted') => ({
  id: '00000000-0000-4000-8000-000000000077',
  status,
  created_at: '2026-11-20T01:00:00.000Z',
});

function open(job: ReturnType<typeof jobDetail>) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = url.endsWith(`/student/jobs/${id}`)
      ? job
      : url.endsWith('/student/email')
        ? { email: 'sam@uni.edu.au' }
        : url.endsWith('/student/resume')
          ? { resume: null }
          : {};
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  setSession(student);
  renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
}

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('applying again after withdrawing', () => {
  it('says the application was withdrawn and offers the form again while the job is open', async () => {
    open(jobDetail({ id, my_application: mine('withdrawn') }));
    expect(
      await screen.findByRole('heading', { name: 'You withdrew your application' }),
    ).toBeTruthy();
    // The form is a lazy chunk: its first import in this process transforms its modules, which
    // took 1.7 s on a loaded two-core machine, past findBy's default second.
    expect(
      await screen.findByRole('heading', { name: 'Apply for this position' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You applied for this job' })).toBeNull();
  });

  it('offers no form while an application stands', async () => {
    open(jobDetail({ id, my_application: mine('submitted') }));
    expect(await screen.findByRole('heading', { name: 'You applied for this job' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply for this position' })).toBeNull();
  });

  it('offers no form once the job is no longer open', async () => {
    open(jobDetail({ id, availability: 'expired', my_application: mine('withdrawn') }));
    expect(await screen.findByRole('heading', { name: 'This job has expired' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You withdrew your application' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Apply for this position' })).toBeNull();
  });
});
