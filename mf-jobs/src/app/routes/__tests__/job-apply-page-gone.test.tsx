// A job link that no longer leads to an open job explains itself at its address: filled,
// closed, removed or not found, with open jobs like it where it can; a failed network still goes
// back to search, with a message.
import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jobId } from '../../../features/saved/__tests__/fake-api';
import { jobCard } from '../../../testing/job-card';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = jobId(11);
const GET_JOB = `GET /api/student/jobs/${id}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
  return api;
}

describe('a job that is no longer open', () => {
  it('says it has been filled and offers open jobs like it, nearby', async () => {
    const similar = `GET /api/system/jobs/${id}/similar`;
    const api = open({
      [GET_JOB]: () => ({
        status: 200,
        body: jobDetail({
          id,
          availability: 'closed',
          close_outcome: 'filled',
          category_code: 'RETL',
          latitude: -33.9,
          longitude: 151.2,
        }),
      }),
      [similar]: () => ({
        status: 200,
        body: { jobs: [jobCard(3), jobCard(4)] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'This job has been filled' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Open jobs like this one' });
    expect(list.textContent).toContain('Job 3');
    expect(api.calls).toContain(similar);
  });

  it('says a cancelled listing will not go ahead', async () => {
    open({
      [GET_JOB]: () => ({
        status: 200,
        body: jobDetail({ id, availability: 'closed', close_outcome: 'cancelled' }),
      }),
    });
    expect(
      await screen.findByText('The employer closed the listing: the job will not go ahead.'),
    ).toBeTruthy();
  });

  it('says a removed job was removed, at its own address, with open jobs like it', async () => {
    open({
      [GET_JOB]: () => ({ status: 410, body: { detail: 'This job was removed.' } }),
      [`GET /api/system/jobs/${id}/similar`]: () => ({
        status: 200,
        body: { jobs: [jobCard(5)] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'This job was removed' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Open jobs like this one' });
    expect(list.textContent).toContain('Job 5');
    expect(screen.getByRole('link', { name: 'Search open jobs' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/jobs/apply?id=${id}`);
  });

  it('says it could not find a job that never was', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this job' })).toBeTruthy();
  });

  it('goes back to search when the server fails, and says why there', async () => {
    open({ [GET_JOB]: () => ({ status: 503 }) });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/search'));
  });
});
