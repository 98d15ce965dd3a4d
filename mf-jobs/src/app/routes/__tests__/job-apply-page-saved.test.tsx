import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { savedJobMessages } from 'api-contract/saved-jobs';
import { ToastRegion, clearSession, markSessionReady, setSession, showToast } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employer, fakeApi, jobId, student } from '../../../features/saved/__tests__/fake-api';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = jobId(10);
const job = (saved: boolean) => jobDetail({ id, saved });

const GET_JOB = `GET /api/student/jobs/${id}`;
const PUT = `PUT /api/student/saved-jobs/${id}`;
const DELETE = `DELETE /api/student/saved-jobs/${id}`;
const email = () => ({ status: 200, body: { email: 'sam@example.edu.au' } });
const page = (
  <>
    <JobApplyPage />
    <ToastRegion />
  </>
);
const where = () => screen.getByTestId('location').textContent;

afterEach(() => {
  // The messages' queue is the kit's and outlives the screen: empty it for the next test.
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss message' })) {
    fireEvent.click(close);
  }
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the job page’s save toggle', () => {
  it('saves once on the return from logging in, says so, and drops save=1 from the URL', async () => {
    // The prompt shown on the way to logging in, still up when a password manager was quick.
    showToast(
      'Log in or create a free student profile to save “Barista”. We’ll bring you back to it.',
    );
    setSession(student);
    const api = fakeApi({
      [GET_JOB]: () => ({ status: 200, body: job(false) }),
      'GET /api/student/email': email,
      [PUT]: () => ({ status: 200, body: { saved: true } }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(page, `/jobs/apply?id=${id}&save=1`);
    const toggle = await screen.findByRole('button', { name: 'Saved' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(where()).toBe(`/jobs/apply?id=${id}`));
    // Said beside the button, where the person is looking, not in the corner's message region.
    const said = await screen.findByText('Saved to your profile');
    expect(said.getAttribute('role')).toBe('status');
    expect(said.parentElement).toBe(toggle.parentElement);
    const messages = screen.getByRole('status', { name: 'Messages' });
    expect(within(messages).queryByText('Saved to your profile')).toBeNull();
    expect(within(messages).queryByText(/^Log in or create/)).toBeNull();
    expect(api.calls.filter((call) => call === PUT)).toHaveLength(1);
  });

  it('unsaves a saved job, and saves it again', async () => {
    setSession(student);
    const api = fakeApi({
      [GET_JOB]: () => ({ status: 200, body: job(true) }),
      'GET /api/student/email': email,
      [DELETE]: () => ({ status: 200, body: { saved: false } }),
      [PUT]: () => ({ status: 200, body: { saved: true } }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(page, `/jobs/apply?id=${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Saved', pressed: true }));
    const unsaved = await screen.findByRole('button', { name: 'Save job', pressed: false });
    await waitFor(() => expect(api.calls).toContain(DELETE));
    // Each tap is confirmed beside the button once the server agreed, and heard.
    expect((await screen.findByText('Removed from your saved jobs')).getAttribute('role')).toBe(
      'status',
    );
    fireEvent.click(unsaved);
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain(PUT));
    expect(await screen.findByText('Saved to your profile')).toBeTruthy();
    expect(screen.queryByText('Removed from your saved jobs')).toBeNull();
  });

  it('offers no Save and no closing date on a job that has been filled', async () => {
    setSession(student);
    const filled = jobDetail({
      id,
      saved: false,
      availability: 'closed',
      close_outcome: 'filled',
      submitted_count: 3,
      max_applications: 3,
    });
    vi.stubGlobal('fetch', fakeApi({ [GET_JOB]: () => ({ status: 200, body: filled }) }).fn);
    renderScreen(page, `/jobs/apply?id=${id}`);
    expect(await screen.findByRole('heading', { name: 'This job has been filled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    const facts = screen.getByRole('list', { name: 'Job details' });
    expect(within(facts).queryByText(/Closes/)).toBeNull();
    expect(within(facts).getByText('3 / 3 applicants')).toBeTruthy();
  });

  it('says what the applicants figure means while the job is open', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [GET_JOB]: () => ({
          status: 200,
          body: jobDetail({ id, submitted_count: 0, max_applications: 3 }),
        }),
      }).fn,
    );
    renderScreen(page, `/jobs/apply?id=${id}`);
    const facts = await screen.findByRole('list', { name: 'Job details' });
    expect(within(facts).getByText('0 / 3 applicants: 3 places left')).toBeTruthy();
    expect(within(facts).getByText(/^Closes /)).toBeTruthy();
  });

  it('shows the API’s words and stays unsaved when the job is gone', async () => {
    setSession(student);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [GET_JOB]: () => ({ status: 200, body: job(false) }),
        'GET /api/student/email': email,
        [PUT]: () => ({ status: 404, body: { detail: savedJobMessages.notFound } }),
      }).fn,
    );
    renderScreen(page, `/jobs/apply?id=${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(savedJobMessages.notFound);
    expect(screen.getByRole('button', { name: 'Save job' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('sends a visitor to log in, to come back here with save=1', async () => {
    markSessionReady();
    vi.stubGlobal('fetch', fakeApi({ [GET_JOB]: () => ({ status: 200, body: job(false) }) }).fn);
    renderScreen(page, `/jobs/apply?id=${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(sessionStorage.getItem('returnUrl')).toBe(`/jobs/apply?id=${id}&save=1`);
    expect(navigateToUrl).toHaveBeenCalledWith('/auth/login');
    // Said in the site's message region, which stays while the login screen appears.
    expect(
      screen.getByText(
        'Log in or create a free student profile to save “Barista”. We’ll bring you back to it.',
      ),
    ).toBeTruthy();
  });

  it('shows employers no toggle, and saves nothing for them on save=1', async () => {
    setSession(employer);
    const api = fakeApi({ [GET_JOB]: () => ({ status: 200, body: job(false) }) });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(page, `/jobs/apply?id=${id}&save=1`);
    expect(await screen.findByRole('heading', { name: 'Barista' })).toBeTruthy();
    await waitFor(() => expect(where()).toBe(`/jobs/apply?id=${id}`));
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(api.calls).toEqual([GET_JOB]);
  });
});
