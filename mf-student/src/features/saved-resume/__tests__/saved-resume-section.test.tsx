import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESUME_MAX_BYTES, validationMessages } from 'api-contract/common';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedResumeSection } from '../components/saved-resume-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

// Uploaded at 1:30 am on 3 Nov in Sydney, still 2 Nov in UTC: the date shown is Sydney's.
const saved = { file_name: 'cv.pdf', size_bytes: 245_760, uploaded_at: '2026-11-02T14:30:00.000Z' };
const replacement = {
  file_name: 'New CV.docx',
  size_bytes: 1_258_291,
  uploaded_at: '2026-11-27T01:00:00.000Z',
};
const form = {
  status: 200,
  body: { upload_url: '/api/storage/upload', fields: { key: 'saved-resumes/a/b.pdf' } },
};

const pdf = (name = 'cv.pdf', bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function show(...answers: Parameters<typeof fakeFetch>) {
  const api = fakeFetch(...answers);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<SavedResumeSection />, '/profile/student');
  return api;
}

const section = () => screen.findByRole('region', { name: 'Saved resume' });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the saved resume on the profile', () => {
  it('uploads one: the form, the file, then the confirmation', async () => {
    const api = show(
      { status: 200, body: { resume: null } },
      form,
      { status: 204 },
      { status: 200, body: saved },
    );
    const card = await section();
    expect(await within(card).findByText('No saved resume yet.')).toBeTruthy();
    choose('Upload a resume', pdf('cv.pdf'));
    expect(await within(card).findByText('cv.pdf')).toBeTruthy();
    expect(within(card).getByText('240 kB · uploaded Nov 3, 2026')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/student/resume',
      '/api/student/resume',
      '/api/storage/upload',
      '/api/student/resume/uploaded',
    ]);
    expect(api.calls[1]?.body).toEqual({ resume_filename: 'cv.pdf' });
    expect(within(card).getByLabelText('Replace')).toBeTruthy();
  });

  it('refuses a wrong type or a file over 5 MB beside the button, sending nothing', async () => {
    const api = show({ status: 200, body: { resume: null } });
    const card = await section();
    await within(card).findByText('No saved resume yet.');
    choose('Upload a resume', pdf('photo.png'));
    expect(within(card).getByRole('alert').textContent).toBe(validationMessages.resumeType);
    choose('Upload a resume', pdf('cv.pdf', RESUME_MAX_BYTES + 1));
    expect(within(card).getByRole('alert').textContent).toBe(validationMessages.resumeTooLarge);
    expect(api.calls).toHaveLength(1);
  });

  it("shows the API's reason when it refuses the file, and keeps the saved one", async () => {
    show(
      { status: 200, body: { resume: saved } },
      form,
      { status: 204 },
      { status: 400, body: { detail: validationMessages.resumeType } },
      form,
      { status: 500 },
    );
    const card = await section();
    await within(card).findByText('cv.pdf');
    choose('Replace', pdf('renamed.pdf'));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      validationMessages.resumeType,
    );
    expect(within(card).getByText('cv.pdf')).toBeTruthy();

    // A failed upload to storage, with no reason given: the section's own words.
    choose('Replace', pdf('other.pdf'));
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe(
        'Your resume could not be saved. Please try again.',
      ),
    );
    expect(within(card).getByText('cv.pdf')).toBeTruthy();
  });

  it('replaces the saved one', async () => {
    show(
      { status: 200, body: { resume: saved } },
      form,
      { status: 204 },
      {
        status: 200,
        body: replacement,
      },
    );
    const card = await section();
    await within(card).findByText('cv.pdf');
    choose('Replace', pdf('New CV.docx'));
    expect(await within(card).findByText('New CV.docx')).toBeTruthy();
    expect(within(card).getByText('1.2 MB · uploaded Nov 27, 2026')).toBeTruthy();
    expect(within(card).queryByText('cv.pdf')).toBeNull();
  });

  it('deletes after asking, and says so in the dialog when it fails', async () => {
    const api = show(
      { status: 200, body: { resume: saved } },
      { status: 500 },
      { status: 200, body: { ok: true } },
    );
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your saved resume?' });
    expect(within(dialog).getByText(/cv\.pdf will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your saved resume could not be deleted. Please try again.',
    );
    expect(within(card).getByText('cv.pdf')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByText('No saved resume yet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/student/resume',
      '/api/student/resume',
      '/api/student/resume',
    ]);
  });

  it('says so when it cannot be loaded, and Retry loads it', async () => {
    show({ status: 500 }, { status: 200, body: { resume: saved } });
    const card = await section();
    expect(await within(card).findByText('Your saved resume could not be loaded.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('cv.pdf')).toBeTruthy();
  });
});
