import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAndSave, submitApplication, useSubmitApplication } from '../api/submit-application';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const body = {
  job_id: '00000000-0000-4000-8000-000000000010',
  answers: [],
  questions: [],
  resume_filename: 'cv.pdf',
  preferred_email: 'mia@uni.edu.au',
};
const created = {
  upload_url: '/api/storage/upload',
  fields: { key: 'resumes/a/b.pdf', policy: 'p', 'x-amz-signature': 's' },
  application_id: '00000000-0000-4000-8000-000000000099',
};

type Call = { url: string; method: string; form?: FormData };

const submitted = { application_id: created.application_id, submitted: true };
const savedResume = { file_name: 'cv.pdf', size_bytes: 8, uploaded_at: '2026-11-27T01:00:00Z' };

function api(
  uploadStatus: number,
  confirmStatus = 200,
  { applied = created, saveStatus = 200 }: { applied?: object; saveStatus?: number } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ url, method, form: init?.body instanceof FormData ? init.body : undefined });
    const saving = url.includes('/student/resume/from-application/');
    const status =
      url === created.upload_url
        ? uploadStatus
        : url.endsWith('/uploaded')
          ? confirmStatus
          : saving
            ? saveStatus
            : 200;
    const json = url.endsWith('/student/jobs/apply')
      ? applied
      : saving
        ? savedResume
        : { ok: true };
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(json), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('submitting an application', () => {
  it('creates the record, uploads the fields first and the file last, then says it is done', async () => {
    const calls = api(204);
    await submitApplication(body, new File(['%PDF-1.4'], 'cv.pdf'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/student/jobs/apply',
      'POST /api/storage/upload',
      `POST /api/student/jobs/apply/${created.application_id}/uploaded`,
    ]);
    const names = [...(calls[1]?.form?.keys() ?? [])];
    expect(names).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
  });

  it('cancels the created application when the upload fails', async () => {
    const calls = api(400);
    await expect(submitApplication(body, new File(['x'], 'cv.pdf'))).rejects.toThrow();
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/api/student/jobs/apply/${created.application_id}`,
    });
  });

  it('cancels the created application when storage does not have the file', async () => {
    const calls = api(204, 409);
    await expect(submitApplication(body, new File(['x'], 'cv.pdf'))).rejects.toThrow();
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/api/student/jobs/apply/${created.application_id}`,
    });
  });

  // The saved resume.
  it('with the saved resume, sends one call: the application is submitted already', async () => {
    const calls = api(204, 200, { applied: submitted });
    const { resume_filename: _name, ...rest } = body;
    const id = await submitApplication({ ...rest, use_saved_resume: true }, null);
    expect(id).toBe(created.application_id);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/student/jobs/apply']);
  });

  it('saves the new file to the profile once the application is in, from the application', async () => {
    const calls = api(204);
    const file = new File(['%PDF-1.4'], 'cv.pdf');
    expect(await applyAndSave({ body, resume: file, saveResume: true })).toEqual({
      resumeSaved: true,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/student/jobs/apply',
      'POST /api/storage/upload',
      `POST /api/student/jobs/apply/${created.application_id}/uploaded`,
      `POST /api/student/resume/from-application/${created.application_id}`,
    ]);
  });

  it('keeps the application when only saving the resume fails, and says so', async () => {
    const calls = api(204, 200, { saveStatus: 500 });
    const file = new File(['%PDF-1.4'], 'cv.pdf');
    expect(await applyAndSave({ body, resume: file, saveResume: true })).toEqual({
      resumeSaved: false,
    });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('saves nothing when not asked, nor after a failed application', async () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf');
    const sent = api(204);
    expect(await applyAndSave({ body, resume: file, saveResume: false })).toEqual({});
    expect(sent.some((c) => c.url.includes('/student/resume'))).toBe(false);
    const failed = api(400);
    await expect(applyAndSave({ body, resume: file, saveResume: true })).rejects.toThrow();
    expect(failed.some((c) => c.url.includes('/student/resume'))).toBe(false);
  });

  it('marks the student’s applications list stale once the application is in', async () => {
    api(204);
    const client = new QueryClient();
    const listKey = endpointKey(applications.studentApplications);
    client.setQueryData(listKey, { applications: [], total_applications: 0 });
    client.setQueryData([...listKey, 'all'], []);
    const { result } = renderHook(() => useSubmitApplication(), {
      wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children),
    });
    const file = new File(['%PDF-1.4'], 'cv.pdf');
    await act(() => result.current.mutateAsync({ body, resume: file, saveResume: false }));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState([...listKey, 'all'])?.isInvalidated).toBe(true);
  });
});
