import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobDetail } from '../../../testing/job-detail';
import { ApplyForm } from '../components/apply-form';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const job = jobDetail();
// The API's refusal when two of the student's uploads are still under way (uploads never
// finished would otherwise hold slots).
const PENDING =
  'You already have two applications whose resume is still uploading. Wait for one to finish, or try again in 12 minutes.';

/** The create call answers `status` with `body`; any other call fails the test. */
function refuseApply(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

async function sendForm() {
  renderScreen(<ApplyForm job={job} accountEmail="sam@uni.edu.au" />, `/jobs/apply?id=${job.id}`);
  fireEvent.change(screen.getByLabelText(/^Resume/), {
    target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] },
  });
  fireEvent.click(
    screen.getByLabelText('I declare that all details provided in this application are accurate.'),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return (await screen.findByRole('alert')).textContent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a refused application', () => {
  it("shows the API's words, which say what to do", async () => {
    const calls = refuseApply(409, { detail: PENDING });
    expect(await sendForm()).toBe(PENDING);
    // Nothing was created, so nothing is uploaded or cancelled.
    expect(calls).toEqual(['POST /api/student/jobs/apply']);
  });

  it("shows SPEC's text when the API gave none", async () => {
    refuseApply(502, undefined);
    expect(await sendForm()).toBe('Failed to submit application. Please try again.');
  });
});
