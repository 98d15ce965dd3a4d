import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applyResponse,
  RESUME_MAX_BYTES,
  validationMessages,
  type ApplyResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { LINK_INVALID_DETAIL } from '../../src/applications/routes/resume-download';
import { uploadMessages } from '../../src/applications/routes/resume-upload';
import { createApplication } from './fixtures';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import {
  pdfOfSize,
  SAMPLE_DOC,
  SAMPLE_DOCX,
  SAMPLE_PDF,
  SAMPLE_PNG,
  tempDataDir,
  upload,
  zipOf,
} from '../upload-helpers';

describe.each(engines)('resume upload to the local driver (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
    employerId = await createEmployer(app.db);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function applied(filename = 'cv.pdf'): Promise<ApplyResponse> {
    const listing = await createListing(app.db, { employerId });
    const { id } = await createStudent(app.db);
    const response = await app.inject({
      method: 'POST',
      url: '/student/jobs/apply',
      headers: { cookie: await sessionCookie(app, id) },
      payload: {
        job_id: listing.id,
        questions: [],
        answers: [],
        resume_filename: filename,
        preferred_email: 'me@uni.example.edu',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return applyResponse.parse(response.json());
  }

  async function resumeOf(applicationId: string) {
    const [row] = await app.db
      .select()
      .from(resumes)
      .where(eq(resumes.applicationId, applicationId));
    return row;
  }

  const fileOf = (key: string) => path.join(dataDir, ...key.split('/'));

  it('stores a good upload and marks the resume stored', async () => {
    const grant = await applied();
    const response = await upload(app, grant.upload_url, grant.fields, { content: SAMPLE_PDF });
    expect(response.statusCode, response.body).toBe(204);
    const key = grant.fields.key ?? '';
    expect(readFileSync(fileOf(key)).equals(SAMPLE_PDF)).toBe(true);
    const resume = await resumeOf(grant.application_id);
    expect(resume?.storedAt?.getTime()).toBe(clock.now().getTime());
    expect(resume).toMatchObject({ sizeBytes: SAMPLE_PDF.length, contentType: 'application/pdf' });

    // The same form cannot replace it.
    const again = await upload(app, grant.upload_url, grant.fields, { content: SAMPLE_PDF });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: uploadMessages.notExpected });
  });

  it('accepts exactly 5 MiB and refuses 5 MiB + 1 byte', async () => {
    const tooBig = await applied();
    const refused = await upload(app, tooBig.upload_url, tooBig.fields, {
      content: pdfOfSize(RESUME_MAX_BYTES + 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: validationMessages.resumeTooLarge });
    expect((await resumeOf(tooBig.application_id))?.storedAt).toBeNull();
    expect(existsSync(fileOf(tooBig.fields.key ?? ''))).toBe(false);

    const exact = await applied();
    const accepted = await upload(app, exact.upload_url, exact.fields, {
      content: pdfOfSize(RESUME_MAX_BYTES),
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect((await resumeOf(exact.application_id))?.sizeBytes).toBe(RESUME_MAX_BYTES);
  });

  it('checks the real type by its structure', async () => {
    const renamed = await applied('photo.pdf');
    const response = await upload(app, renamed.upload_url, renamed.fields, { content: SAMPLE_PNG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: validationMessages.resumeType });
    expect((await resumeOf(renamed.application_id))?.storedAt).toBeNull();

    const docxAsPdf = await applied('cv.docx');
    expect(
      (await upload(app, docxAsPdf.upload_url, docxAsPdf.fields, { content: SAMPLE_PDF }))
        .statusCode,
    ).toBe(400);
    const plainZip = await applied('cv.docx');
    const zip = zipOf(['photos/cat.png']);
    expect(
      (await upload(app, plainZip.upload_url, plainZip.fields, { content: zip })).statusCode,
    ).toBe(400);

    const docx = await applied('cv.docx');
    expect(
      (await upload(app, docx.upload_url, docx.fields, { content: SAMPLE_DOCX })).statusCode,
    ).toBe(204);
    expect((await resumeOf(docx.application_id))?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await applied('cv.doc');
    expect(
      (await upload(app, doc.upload_url, doc.fields, { content: SAMPLE_DOC })).statusCode,
    ).toBe(204);
  });

  // Both files once passed the check of first bytes and were stored.
  async function refusedAndNotStored(filename: string, content: Buffer) {
    const grant = await applied(filename);
    const response = await upload(app, grant.upload_url, grant.fields, { content, filename });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: validationMessages.resumeType });
    expect((await resumeOf(grant.application_id))?.storedAt).toBeNull();
    expect(existsSync(fileOf(grant.fields.key ?? ''))).toBe(false);
  }

  it('refuses a PDF header followed by an HTML page', async () => {
    const html = '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n';
    await refusedAndNotStored('cv.pdf', Buffer.from(html, 'latin1'));
  });

  it('refuses a zip holding only word/evil.exe as a .docx', async () => {
    await refusedAndNotStored('cv.docx', zipOf(['word/evil.exe']));
  });

  it('refuses a form that does not match its signed policy', async () => {
    const grant = await applied();
    const other = await applied();
    const cases: [string, Record<string, string>][] = [
      ['key not in the policy', { ...grant.fields, key: other.fields.key ?? '' }],
      ['bad signature', { ...grant.fields, 'x-amz-signature': '0'.repeat(64) }],
      ['policy of another upload', { ...grant.fields, policy: other.fields.policy ?? '' }],
      ['field the policy does not allow', { ...grant.fields, acl: 'public-read' }],
      ['other content type', { ...grant.fields, 'Content-Type': 'text/html' }],
      [
        'missing signature',
        Object.fromEntries(Object.entries(grant.fields).filter(([k]) => k !== 'x-amz-signature')),
      ],
    ];
    for (const [label, fields] of cases) {
      const response = await upload(app, grant.upload_url, fields, { content: SAMPLE_PDF });
      expect(response.statusCode, label).toBe(403);
      expect(response.json<{ detail: string }>().detail, label).not.toBe('');
    }
    expect((await resumeOf(grant.application_id))?.storedAt).toBeNull();
  });

  it('refuses malformed and empty forms', async () => {
    const grant = await applied();
    expect((await upload(app, grant.upload_url, grant.fields)).statusCode).toBe(400);
    const empty = await upload(app, grant.upload_url, grant.fields, { content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/storage/upload',
      payload: grant.fields,
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('serves a stored resume through a short-lived signed link', async () => {
    const grant = await applied();
    expect(
      (await upload(app, grant.upload_url, grant.fields, { content: SAMPLE_PDF })).statusCode,
    ).toBe(204);
    const key = grant.fields.key ?? '';
    const url = app.resumeStorage.createDownloadUrl(key, 'Zoë CV.pdf', clock.now());
    expect(url.startsWith('/api/storage/download?')).toBe(true);
    const local = url.replace(/^\/api/, '');
    const response = await app.inject({ method: 'GET', url: local });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Zo_ CV.pdf"; filename*=UTF-8''Zo%C3%AB%20CV.pdf`,
    );
    const tampered = local.replace('Zo%C3%AB', 'Evil');
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherKey = local.replace(
      encodeURIComponent(key),
      encodeURIComponent(key.replace(/\.pdf$/, 'x.pdf')),
    );
    expect((await app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
  });

  // A PDF header followed by HTML was once served inline from the site's origin
  // with no CSP. Files stored before the structure check existed are still served, so every
  // download is sandboxed: a page in it runs no script and has no origin.
  it('serves every resume with CSP sandbox and nosniff, whatever its bytes', async () => {
    const polyglot = Buffer.from(
      '%PDF-1.4\n<html><script>alert(document.cookie)</script>',
      'latin1',
    );
    const { key } = await createApplication(app, {
      listingId: (await createListing(app.db, { employerId })).id,
      studentId: (await createStudent(app.db)).id,
    });
    await app.localResumeStorage?.write(key, polyglot);
    const docx = await applied('cv.docx');
    await upload(app, docx.upload_url, docx.fields, { content: SAMPLE_DOCX });
    for (const [storedKey, filename] of [
      [key, 'cv.pdf'],
      [docx.fields.key ?? '', 'cv.docx'],
    ] as const) {
      const url = app.resumeStorage.createDownloadUrl(storedKey, filename, clock.now());
      const response = await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
      expect(response.statusCode, filename).toBe(200);
      // A bare `sandbox` directive: scripts, same origin, forms and pop-ups all withheld.
      expect(response.headers['content-security-policy'], filename).toMatch(/^sandbox(;|$)/);
      expect(response.headers['content-security-policy'], filename).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], filename).toBe('nosniff');
    }
  });

  // Moves the shared clock: keep last.
  it('refuses uploads and downloads after their expiry', async () => {
    const grant = await applied();
    const stored = await applied();
    expect(
      (await upload(app, stored.upload_url, stored.fields, { content: SAMPLE_PDF })).statusCode,
    ).toBe(204);
    const link = app.resumeStorage
      .createDownloadUrl(stored.fields.key ?? '', 'cv.pdf', clock.now())
      .replace(/^\/api/, '');

    clock.advance(14 * MINUTE_MS);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: link })).json()).toEqual({
      detail: LINK_INVALID_DETAIL,
    });

    clock.advance(MINUTE_MS + 1);
    const late = await upload(app, grant.upload_url, grant.fields, { content: SAMPLE_PDF });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: 'The upload link has expired.' });
  });
});
