import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { reportMessages } from 'api-contract/moderation';
import { clearSession, peekReturnUrl, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  employer,
  fakeApi,
  heldAnswer,
  jobId,
  student,
} from '../../../features/saved/__tests__/fake-api';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = jobId(11);
const GET_JOB = `GET /api/student/jobs/${id}`;
const REPORT = `POST /api/student/jobs/${id}/report`;
const email = () => ({ status: 200, body: { email: 'sam@example.edu.au' } });

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

async function openReport() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  // The dialog's code is fetched on first use (lazy): on a loaded machine that takes more than
  // the default second.
  return screen.findByRole('dialog', { name: 'Report this listing' }, { timeout: 10_000 });
}

describe('reporting a listing from its page', () => {
  it('sends a student’s report with its reason and details, and thanks them', async () => {
    setSession(student);
    const sent = heldAnswer({ status: 201, body: { ok: true } });
    const bodies: unknown[] = [];
    const api = fakeApi({
      [GET_JOB]: () => ({ status: 200, body: jobDetail({ id }) }),
      'GET /api/student/email': email,
      [REPORT]: sent.answer,
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && typeof init.body === 'string')
        bodies.push(JSON.parse(init.body));
      return api.fn(input, init);
    });
    renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
    await openReport();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose what is wrong with this listing.')).toBeTruthy();
    expect(api.calls).not.toContain(REPORT);

    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please say what is wrong with this listing.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Tell us more/), {
      target: { value: 'They asked me to pay for a uniform.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.calls).toContain(REPORT));
    sent.release();
    expect(await screen.findByText('Thanks. Our team will look at this listing.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([{ reason: 'other', details: 'They asked me to pay for a uniform.' }]);
  });

  it('says so when the student already reported it', async () => {
    setSession(student);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [GET_JOB]: () => ({ status: 200, body: jobDetail({ id }) }),
        'GET /api/student/email': email,
        [REPORT]: () => ({ status: 409, body: { detail: reportMessages.alreadyReported } }),
      }).fn,
    );
    renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
    await openReport();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'scam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(reportMessages.alreadyReported)).toBeTruthy();
  });

  it('keeps what was typed and says so when the report fails, never in the server’s raw words', async () => {
    setSession(student);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [GET_JOB]: () => ({ status: 200, body: jobDetail({ id }) }),
        'GET /api/student/email': email,
        [REPORT]: () => ({ status: 500, body: { detail: 'boom' } }),
      }).fn,
    );
    renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
    await openReport();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'misleading' } });
    fireEvent.change(screen.getByLabelText(/Tell us more/), { target: { value: 'No such shop.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your report could not be sent. Please try again.',
    );
    expect(screen.queryByText(/boom/)).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Tell us more/).value).toBe('No such shop.');
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy();
  });

  it('sends a visitor to log in and back to this job', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [GET_JOB]: () => ({ status: 200, body: jobDetail({ id }) }) }).fn,
    );
    renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/auth/login');
    expect(peekReturnUrl()).toBe(`/jobs/apply?id=${id}`);
  });

  it('offers nothing to an employer', async () => {
    setSession(employer);
    vi.stubGlobal(
      'fetch',
      fakeApi({ [GET_JOB]: () => ({ status: 200, body: jobDetail({ id }) }) }).fn,
    );
    renderScreen(<JobApplyPage />, `/jobs/apply?id=${id}`);
    expect(await screen.findByText(/signed in as an employer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
