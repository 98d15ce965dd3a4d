// The S3 driver against a real S3-protocol server (s3rver, started here on a free port): the form
// the API hands the browser uploads where the API then looks, the download link serves the bytes
// with the right disposition, and delete removes them. What s3rver 3.7.1 does not check, and so
// this suite cannot show: a browser POST's policy at all (signature, expiry, size and type
// conditions: it skips the `policy` field), nor a presigned URL's SigV4 signature (it checks only
// the access key and the expiry). No S3-protocol server installable here enforces a POST policy;
// docs/security.md ("Known limits") has the source lines and what else was tried. The conditions
// are checked by post-policy and sigv4 against AWS's published vectors (sigv4.test.ts), and
// enforced by our own local driver (routes/storage-upload.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { applyResponse, endpointPath, endpoints } from 'shared-kit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/lib/clock';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { freePort } from '../faults/api-process';
import { build } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../jobs-fixtures';
import { pdfOfSize } from '../upload-helpers';

const BUCKET = 'resumes';
let server: S3rver;
let storage: S3ResumeStorage;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'sg-s3rver-'));
  const port = await freePort();
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  storage = new S3ResumeStorage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** What the browser does with a presigned POST: every field, then the file. */
function postForm(
  form: { url: string; fields: Record<string, string> },
  file: Buffer,
  type: string,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([file], { type }), 'resume');
  return fetch(form.url, { method: 'POST', body });
}

/** A presigned POST for `key` made by the driver, posted as the browser posts it. */
function browserUpload(key: string, file: Buffer, contentType: string) {
  const now = new Date();
  const form = storage.createUpload({
    key,
    contentType,
    maxBytes: 5 * 1024 * 1024,
    expiresAt: new Date(now.getTime() + 15 * MINUTE_MS),
    now,
  });
  return postForm(form, file, contentType);
}

describe('resumes on a real S3-protocol server', () => {
  it('a presigned POST from the browser stores the file where the API looks for it', async () => {
    const file = pdfOfSize(20_000);
    const response = await browserUpload('resumes/app-1/cv.pdf', file, 'application/pdf');
    expect(response.status, await response.text()).toBe(204);
    expect(await storage.stat('resumes/app-1/cv.pdf')).toBe(file.length);
  });

  it('a download link serves the bytes: a PDF inline, a Word file as an attachment', async () => {
    const pdf = pdfOfSize(12_345);
    await browserUpload('resumes/app-2/cv.pdf', pdf, 'application/pdf');
    const link = storage.createDownloadUrl('resumes/app-2/cv.pdf', 'My CV.pdf', new Date());
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="My CV.pdf"/);

    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await browserUpload('resumes/app-3/cv.docx', Buffer.from('PK docx'), docx);
    const word = await fetch(
      storage.createDownloadUrl('resumes/app-3/cv.docx', 'cv.docx', new Date()),
    );
    expect(word.headers.get('content-disposition')).toMatch(/^attachment; filename="cv.docx"/);
  });

  it('delete removes the object, and deleting a missing one is not an error', async () => {
    await browserUpload('resumes/app-4/cv.pdf', pdfOfSize(1_000), 'application/pdf');
    await storage.remove('resumes/app-4/cv.pdf');
    expect(await storage.stat('resumes/app-4/cv.pdf')).toBeUndefined();
    await expect(storage.remove('resumes/app-4/cv.pdf')).resolves.toBeUndefined();
  });
});

describe('applying with resumes on a real S3-protocol server', () => {
  it('the upload is confirmed at once, the employer downloads it, and account deletion removes it', async () => {
    const app = await build('pglite', { resumeStorage: storage });
    try {
      const employerId = await createEmployer(app.db);
      const listing = await createListing(app.db, { employerId });
      const student = await createStudent(app.db);
      const cookie = await sessionCookie(app, student.id);
      const employerCookie = await sessionCookie(app, employerId);
      const applied = await app.inject({
        method: 'POST',
        url: endpoints.student.apply.path,
        headers: { cookie },
        payload: {
          job_id: listing.id,
          questions: [],
          answers: [],
          resume_filename: 'My CV.pdf',
          preferred_email: 'me@uni.example.edu',
          phone_number: null,
          anything_else_answer: null,
        },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const target = applyResponse.parse(applied.json());
      const params = { application_id: target.application_id };
      const confirm = () =>
        app.inject({
          method: 'POST',
          url: endpointPath(endpoints.student.confirmUpload, params),
          headers: { cookie },
        });

      // Before the file is in the bucket, the API says so and nothing is submitted.
      expect((await confirm()).statusCode).toBe(409);

      // A store that ignores the POST policy (s3rver) takes a file over 5 MB: the API refuses to
      // submit it and removes it; the screen then cancels the application.
      const tooLarge = pdfOfSize(5 * 1024 * 1024 + 1);
      expect(
        (
          await postForm(
            { url: target.upload_url, fields: target.fields },
            tooLarge,
            'application/pdf',
          )
        ).status,
      ).toBe(204);
      const refused = await confirm();
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: 'Resume must be under 5 MB.' });
      expect(await storage.stat(target.fields.key ?? '')).toBeUndefined();

      const pdf = pdfOfSize(30_000);
      expect(
        (await postForm({ url: target.upload_url, fields: target.fields }, pdf, 'application/pdf'))
          .status,
      ).toBe(204);
      const confirmed = await confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await confirm()).statusCode, 'a second confirmation is harmless').toBe(200);

      const review = await app.inject({
        url: endpointPath(endpoints.employer.listingApplications, { id: listing.id }),
        headers: { cookie: employerCookie },
      });
      expect(review.body).toContain(target.application_id);
      const link = await app.inject({
        url: endpointPath(endpoints.employer.applicationResume, { id: target.application_id }),
        headers: { cookie: employerCookie },
      });
      const { url } = link.json<{ url: string }>();
      const download = await fetch(url);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

      const key = target.fields.key ?? '';
      expect(await storage.stat(key)).toBe(pdf.length);
      const deleted = await app.inject({
        method: 'DELETE',
        url: endpoints.student.deleteAccount.path,
        headers: { cookie },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        await storage.stat(key),
        "the student's resume left the bucket with the account",
      ).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
