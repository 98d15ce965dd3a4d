import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitApplication } from '../api/submit-application';

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

function api(uploadStatus: number, confirmStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ url, method, form: init?.body instanceof FormData ? init.body : undefined });
    const status =
      url === created.upload_url ? uploadStatus : url.endsWith('/uploaded') ? confirmStatus : 200;
    const json = url.endsWith('/student/jobs/apply') ? created : { ok: true };
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
});
