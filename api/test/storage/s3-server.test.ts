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
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applyResponse,
  endpointPath,
  endpoints,
  startSavedResumeUploadResponse,
  validationMessages,
  type ApplyResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { UPLOAD_TTL_MS } from '../../src/storage/driver';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { TestClock } from '../auth-helpers';
import { freePort } from '../faults/api-process';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { pdfOfSize, SAMPLE_DOCX, zipOf } from '../upload-helpers';

const BUCKET = 'resumes';

/**
 * s3rver's filesystem store removes the folders a delete leaves empty, without a lock
 * (lib/stores/filesystem.js, deleteObject): two deletes under one folder at once can both find it
 * empty, and the later rmdir answers 500 (162 of 300 pairs did here). S3 has no folders. The
 * confirmation of a refused resume removes two objects at once, so this suite's deletes go one at
 * a time.
 */
function oneDeleteAtATime(): typeof fetch {
  let previous: Promise<unknown> = Promise.resolve();
  return (input, init) => {
    if (init?.method !== 'DELETE') return fetch(input, init);
    const response = previous.then(() => fetch(input, init));
    previous = response.catch(() => undefined);
    return response;
  };
}
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
  storage = new S3ResumeStorage(
    {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    oneDeleteAtATime(),
  );
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

/** What the apply route asks the driver for: `key`, up to 5 MB, for 15 minutes. */
function grantFor(key: string, contentType: string) {
  const now = new Date();
  return {
    key,
    contentType,
    maxBytes: 5 * 1024 * 1024,
    expiresAt: new Date(now.getTime() + 15 * MINUTE_MS),
    now,
  };
}

/** A presigned POST for `key` made by the driver, posted as the browser posts it. */
function browserUpload(key: string, file: Buffer, contentType: string) {
  return postForm(storage.createUpload(grantFor(key, contentType)), file, contentType);
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

  // The browser's form sets the stored Content-Type; a store that ignores the policy keeps what
  // it is sent. The link pins the key's type, so a browser never renders the bytes as a page.
  it("a download link serves the key's type, whatever type the upload claimed", async () => {
    const key = 'resumes/00000000-0000-4000-8000-000000000005/abcdefghijklmnopqrstuv.pdf';
    const form = { ...storage.createUpload(grantFor(key, 'application/pdf')) };
    form.fields = { ...form.fields, 'Content-Type': 'text/html' };
    expect((await postForm(form, pdfOfSize(2_000), 'text/html')).status).toBe(204);
    const download = await fetch(storage.createDownloadUrl(key, 'cv.pdf', new Date()));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  // Applying with a saved resume copies it, so the application keeps its own bytes.
  it('copy writes an independent object, and says false when the source is missing', async () => {
    const from = 'saved-resumes/00000000-0000-4000-8000-000000000007/abcdefghijklmnopqrstuv.pdf';
    const to = 'resumes/00000000-0000-4000-8000-000000000008/abcdefghijklmnopqrstuv.pdf';
    const original = pdfOfSize(40_000);
    await browserUpload(from, original, 'application/pdf');
    expect(await storage.copy(from, to)).toBe(true);

    await browserUpload(from, pdfOfSize(2_000), 'application/pdf');
    await storage.remove(from);
    const download = await fetch(storage.createDownloadUrl(to, 'cv.pdf', new Date()));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true);

    expect(await storage.copy(from, 'resumes/app-9/cv.pdf')).toBe(false);
    expect(await storage.stat('resumes/app-9/cv.pdf')).toBeUndefined();
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
        url: endpoints.applications.apply.path,
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
          url: endpointPath(endpoints.applications.confirmUpload, params),
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
        url: endpointPath(endpoints.applications.listingApplications, { id: listing.id }),
        headers: { cookie: employerCookie },
      });
      expect(review.body).toContain(target.application_id);
      const link = await app.inject({
        url: endpointPath(endpoints.applications.applicationResume, { id: target.application_id }),
        headers: { cookie: employerCookie },
      });
      const { url } = link.json<{ url: string }>();
      const download = await fetch(url);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

      const key = target.fields.key ?? '';
      expect(await storage.stat(key)).toBe(pdf.length);
      const deleted = await app.inject({
        method: 'DELETE',
        url: endpoints.applications.deleteStudentAccount.path,
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

describe('a saved resume on a real S3-protocol server', () => {
  it('is checked on confirmation, and each application gets a copy of its own', async () => {
    const app = await build('pglite', { resumeStorage: storage });
    try {
      const employerId = await createEmployer(app.db);
      const student = await createStudent(app.db);
      const cookie = await sessionCookie(app, student.id);
      const employerCookie = await sessionCookie(app, employerId);
      const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      const saveFile = async (file: Buffer) => {
        const started = await inject('POST', endpoints.applications.startSavedResumeUpload.path, {
          resume_filename: 'cv.pdf',
        });
        const form = startSavedResumeUploadResponse.parse(started.json());
        expect(form.upload_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/resumes\/$/);
        expect(
          (await postForm({ url: form.upload_url, fields: form.fields }, file, 'application/pdf'))
            .status,
        ).toBe(204);
        return {
          form,
          confirmed: await inject('POST', endpoints.applications.confirmSavedResumeUpload.path),
        };
      };

      // The bucket takes anything the form allows; the confirmation refuses it and removes it.
      const html = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>', 'latin1');
      const refused = await saveFile(html);
      expect(refused.confirmed.statusCode).toBe(400);
      expect(refused.confirmed.json()).toEqual({ detail: validationMessages.resumeType });
      expect(await storage.stat(refused.form.fields.key ?? '')).toBeUndefined();

      const original = pdfOfSize(25_000);
      const saved = await saveFile(original);
      expect(saved.confirmed.statusCode, saved.confirmed.body).toBe(200);
      // The form's own object goes: the saved resume is the checked copy.
      expect(await storage.stat(saved.form.fields.key ?? '')).toBeUndefined();

      const listing = await createListing(app.db, { employerId });
      const applied = await inject('POST', endpoints.applications.apply.path, {
        job_id: listing.id,
        questions: [],
        answers: [],
        use_saved_resume: true,
        preferred_email: 'me@uni.example.edu',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const { application_id: id } = applied.json<{ application_id: string }>();

      expect((await saveFile(pdfOfSize(9_000))).confirmed.statusCode).toBe(200);
      const link = await app.inject({
        url: endpointPath(endpoints.applications.applicationResume, { id }),
        headers: { cookie: employerCookie },
      });
      const download = await fetch(link.json<{ url: string }>().url);
      expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

// With S3 the API never sees the upload, and confirming it checked only that the object existed
// and was not too large, so the security review's files were submitted to employers.
describe.each(engines)("the bucket's files are checked like a local upload (%s)", (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const HTML_PDF = Buffer.from(
    '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n',
    'latin1',
  );
  const EXE_DOCX = zipOf(['word/evil.exe']);
  const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, resumeStorage: storage });
  });
  afterAll(async () => {
    await app.close();
  });

  async function apply(filename: string) {
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId });
    const student = await createStudent(app.db);
    const cookie = await sessionCookie(app, student.id);
    const applied = await app.inject({
      method: 'POST',
      url: endpoints.applications.apply.path,
      headers: { cookie },
      payload: {
        job_id: listing.id,
        questions: [],
        answers: [],
        resume_filename: filename,
        preferred_email: 'me@uni.example.edu',
        phone_number: null,
        anything_else_answer: null,
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return { target: applyResponse.parse(applied.json()), cookie };
  }

  const post = (target: ApplyResponse, file: Buffer, type: string) =>
    postForm({ url: target.upload_url, fields: target.fields }, file, type);

  const confirm = (target: ApplyResponse, cookie: string) =>
    app.inject({
      method: 'POST',
      url: endpointPath(endpoints.applications.confirmUpload, {
        application_id: target.application_id,
      }),
      headers: { cookie },
    });

  async function storedAt(applicationId: string) {
    const rows = await app.db
      .select({ storedAt: resumes.storedAt })
      .from(resumes)
      .where(eq(resumes.applicationId, applicationId));
    return rows[0]?.storedAt;
  }

  /** Posted to the bucket, confirmed: refused as the local route refuses it, and deleted. */
  async function refusedAndDeleted(filename: string, file: Buffer, type: string) {
    const { target, cookie } = await apply(filename);
    expect((await post(target, file, type)).status).toBe(204);
    const refused = await confirm(target, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: validationMessages.resumeType });
    expect(await storage.stat(target.fields.key ?? ''), 'left the bucket').toBeUndefined();
    expect(await storedAt(target.application_id), 'still pending').toBeNull();
  }

  it('refuses a PDF header followed by an HTML page', async () => {
    await refusedAndDeleted('cv.pdf', HTML_PDF, 'application/pdf');
  });

  it('refuses a zip holding only word/evil.exe as a .docx', async () => {
    await refusedAndDeleted('cv.docx', EXE_DOCX, DOCX_TYPE);
  });

  it('submits a well-formed DOCX', async () => {
    const { target, cookie } = await apply('cv.docx');
    expect((await post(target, SAMPLE_DOCX, DOCX_TYPE)).status).toBe(204);
    const confirmed = await confirm(target, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedAt(target.application_id)).toEqual(clock.now());
  });

  // Moves the shared clock: keep last.
  it('the abandoned-upload sweep submits only a file that passes the same check', async () => {
    const bad = await apply('cv.pdf');
    const good = await apply('cv.pdf');
    expect((await post(bad.target, HTML_PDF, 'application/pdf')).status).toBe(204);
    expect((await post(good.target, pdfOfSize(3_000), 'application/pdf')).status).toBe(204);
    // Neither screen confirmed (the tab was closed); the sweep finds both once their forms expired.
    clock.advance(UPLOAD_TTL_MS + MINUTE_MS);
    await app.sweepAbandonedApplications();
    expect(await storedAt(bad.target.application_id), 'removed with its application').toBe(
      undefined,
    );
    expect(await storage.stat(bad.target.fields.key ?? '')).toBeUndefined();
    expect(await storedAt(good.target.application_id)).not.toBeNull();
  });
});
