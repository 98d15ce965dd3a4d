// A student's saved resume through its calls, as the profile screen makes them: start
// the upload, post the form to the local driver, confirm.
import { endpoints, startSavedResumeUploadResponse } from 'api-contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { upload } from '../upload-helpers';

export function call(
  app: FastifyInstance,
  cookie: string,
  entry: { method: string; path: string },
  payload?: object,
  url = entry.path,
) {
  return app.inject({
    method: entry.method as 'GET' | 'POST' | 'DELETE',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

/** POST /student/resume: the upload form of a new saved resume. */
export async function startUpload(app: FastifyInstance, cookie: string, filename = 'cv.pdf') {
  const started = await call(app, cookie, endpoints.applications.startSavedResumeUpload, {
    resume_filename: filename,
  });
  expect(started.statusCode, started.body).toBe(200);
  return startSavedResumeUploadResponse.parse(started.json());
}

export const confirm = (app: FastifyInstance, cookie: string) =>
  call(app, cookie, endpoints.applications.confirmSavedResumeUpload);

export const savedResumeOf = async (app: FastifyInstance, cookie: string) =>
  (await call(app, cookie, endpoints.applications.savedResume)).json<{ resume: unknown }>().resume;

/** Uploads `content` as the student's saved resume; answers the confirmation's body. */
export async function saveResume(
  app: FastifyInstance,
  cookie: string,
  content: Buffer,
  filename = 'cv.pdf',
) {
  const form = await startUpload(app, cookie, filename);
  const uploaded = await upload(app, form.upload_url, form.fields, { content, filename });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
  const confirmed = await confirm(app, cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ file_name: string; size_bytes: number; uploaded_at: string }>();
}
