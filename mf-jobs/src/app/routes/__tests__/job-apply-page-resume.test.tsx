import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastRegion, clearSession, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobId, student } from '../../../features/saved/__tests__/fake-api';
import { jobDetail } from '../../../testing/job-detail';
import { JobApplyPage } from '../job-apply-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

// Applying with the resume saved on the profile, or a new file that can be saved too.
const id = jobId(10);
const applicationId = '00000000-0000-4000-8000-000000000099';
// 1:30 am on 3 Nov in Sydney (still 2 Nov in UTC): the form says Sydney's day.
const saved = { file_name: 'cv.pdf', size_bytes: 2048, uploaded_at: '2026-11-02T14:30:00.000Z' };
const SAVED_LABEL = 'Use my saved resume (cv.pdf, uploaded Nov 3, 2026)';

type Answer = { status: number; body?: unknown };

/** A fetch answering by method and path; records each call with its JSON body. */
function fakeApi(routes: Record<string, Answer>) {
  const calls: { call: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ call, body });
    const answer = routes[call] ?? { status: 404 };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

const page = () => {
  setSession(student);
  renderScreen(
    <>
      <JobApplyPage />
      <ToastRegion />
    </>,
    `/jobs/apply?id=${id}`,
  );
};

const loaded = (resume: Answer) => ({
  [`GET /api/student/jobs/${id}`]: { status: 200, body: jobDetail({ id }) },
  'GET /api/student/email': { status: 200, body: { email: 'sam@uni.edu.au' } },
  'GET /api/student/resume': resume,
});

async function declareAndSend() {
  fireEvent.click(
    screen.getByLabelText('I declare that all details provided in this application are accurate.'),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/profile/student#applications'));
}

afterEach(() => {
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss message' })) {
    fireEvent.click(close);
  }
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

describe('the resume of an application', () => {
  it('offers the saved resume first, and applies with it in one call', async () => {
    const calls = fakeApi({
      ...loaded({ status: 200, body: { resume: saved } }),
      'POST /api/student/jobs/apply': {
        status: 200,
        body: { application_id: applicationId, submitted: true },
      },
    });
    page();
    const group = await screen.findByRole('group', { name: /^Resume/ });
    const useSaved = within(group).getByRole('radio', { name: SAVED_LABEL });
    expect(useSaved).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'Upload a new file' })).toHaveProperty(
      'checked',
      false,
    );
    // No file to pick while the saved one is chosen.
    expect(screen.queryByLabelText(/New resume file/)).toBeNull();

    await declareAndSend();
    const applies = calls.filter((c) => c.call === 'POST /api/student/jobs/apply');
    expect(applies).toHaveLength(1);
    expect(applies[0]?.body).toMatchObject({ job_id: id, use_saved_resume: true });
    expect(applies[0]?.body).not.toHaveProperty('resume_filename');
    expect(calls.some((c) => /storage|uploaded|from-application/.test(c.call))).toBe(false);
    expect(await screen.findByText('Application sent.')).toBeTruthy();
  });

  it('shows the file picker only once a new file is chosen, and checks that file', async () => {
    fakeApi(loaded({ status: 200, body: { resume: saved } }));
    page();
    const group = await screen.findByRole('group', { name: /^Resume/ });
    fireEvent.click(within(group).getByRole('radio', { name: 'Upload a new file' }));
    const picker = within(group).getByLabelText(/^New resume file/);
    expect(within(group).getByText('It replaces cv.pdf as your saved resume.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please upload a resume before submitting.')).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(picker, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(screen.getByText('Resume must be a PDF, DOC or DOCX file.')).toBeTruthy();

    // Back to the saved one: no picker, and nothing left to fix about the resume.
    fireEvent.click(within(group).getByRole('radio', { name: SAVED_LABEL }));
    expect(screen.queryByLabelText(/^New resume file/)).toBeNull();
    expect(screen.queryByText('Resume must be a PDF, DOC or DOCX file.')).toBeNull();
  });

  it('uploads a new file and, when asked, saves it to the profile after applying', async () => {
    const calls = fakeApi({
      ...loaded({ status: 200, body: { resume: null } }),
      'POST /api/student/jobs/apply': {
        status: 200,
        body: {
          application_id: applicationId,
          upload_url: '/api/storage/upload',
          fields: { key: 'resumes/a/b.pdf' },
        },
      },
      'POST /api/storage/upload': { status: 204 },
      [`POST /api/student/jobs/apply/${applicationId}/uploaded`]: {
        status: 200,
        body: { ok: true },
      },
      [`POST /api/student/resume/from-application/${applicationId}`]: {
        status: 200,
        body: saved,
      },
    });
    page();
    // Without a saved resume there is nothing to choose between: the picker, as before.
    const picker = await screen.findByLabelText(/^Resume/);
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByLabelText('Also save it to my profile'));

    await declareAndSend();
    expect(calls.map((c) => c.call).filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/student/jobs/apply',
      'POST /api/storage/upload',
      `POST /api/student/jobs/apply/${applicationId}/uploaded`,
      `POST /api/student/resume/from-application/${applicationId}`,
    ]);
    expect(
      await screen.findByText('Application sent. Your resume is saved to your profile.'),
    ).toBeTruthy();
  });

  it('still offers a new file when the saved resume could not be loaded', async () => {
    fakeApi(loaded({ status: 500 }));
    page();
    expect(await screen.findByLabelText(/^Resume/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
