// A student's saved resume: upload, confirm, replace and delete through its calls, with
// the same rules as an application's resume; an upload not confirmed never replaces the saved one
// and is cleaned away.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, RESUME_MAX_BYTES, savedResumeMessages, validationMessages } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { uploadMessages } from '../../src/applications/routes/resume-upload';
import { savedResumes, savedResumeUploads } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { UPLOAD_TTL_MS } from '../../src/storage/driver';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createStudent, sessionCookie } from '../listings/fixtures';
import {
  pdfOfSize,
  SAMPLE_DOCX,
  SAMPLE_PDF,
  SAMPLE_PNG,
  tempDataDir,
  upload,
} from '../upload-helpers';
import { call, confirm, saveResume, savedResumeOf, startUpload } from './saved-resume-fixtures';

describe.each(engines)('a saved resume (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function student() {
    const { id } = await createStudent(app.db);
    return { id, cookie: await sessionCookie(app, id) };
  }

  /** The files of the student's saved resume folder. */
  const filesOf = (studentId: string) => {
    const dir = path.join(dataDir, 'saved-resumes', studentId);
    return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.part')) : [];
  };
  const keyOf = async (studentId: string) =>
    (
      await app.db
        .select({ key: savedResumes.storageKey })
        .from(savedResumes)
        .where(eq(savedResumes.studentId, studentId))
    )[0]?.key;
  const pendingOf = (studentId: string) =>
    app.db.$count(savedResumeUploads, eq(savedResumeUploads.studentId, studentId));

  it('uploads, confirms and reports one, under a key of its own', async () => {
    const me = await student();
    expect(await savedResumeOf(app, me.cookie)).toBeNull();

    const form = await startUpload(app, me.cookie, ' My CV.pdf ');
    expect(form.upload_url).toBe('/api/storage/upload');
    expect(form.fields.key).toMatch(new RegExp(`^saved-resumes/${me.id}/[A-Za-z0-9_-]+\\.pdf$`));
    const policy = JSON.parse(Buffer.from(form.fields.policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(Date.parse(policy.expiration) - clock.now().getTime()).toBe(UPLOAD_TTL_MS);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, RESUME_MAX_BYTES]);

    // Not uploaded yet: said so, and nothing is saved.
    const early = await confirm(app, me.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: applyMessages.resumeNotReceived });

    const sent = await upload(app, form.upload_url, form.fields, { content: SAMPLE_PDF });
    expect(sent.statusCode, sent.body).toBe(204);
    const confirmed = await confirm(app, me.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const expected = {
      file_name: 'My CV.pdf',
      size_bytes: SAMPLE_PDF.length,
      uploaded_at: clock.now().toISOString(),
    };
    expect(confirmed.json()).toEqual(expected);
    expect(await savedResumeOf(app, me.cookie)).toEqual(expected);

    // The checked copy is the saved file; the upload's own is gone, and its form is spent.
    const key = (await keyOf(me.id)) ?? '';
    expect(key).not.toBe(form.fields.key);
    expect(await app.resumeStorage.read(key, RESUME_MAX_BYTES)).toEqual(SAMPLE_PDF);
    expect(filesOf(me.id)).toEqual([path.basename(key)]);
    expect(await pendingOf(me.id)).toBe(0);
    const again = await upload(app, form.upload_url, form.fields, { content: SAMPLE_PDF });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: uploadMessages.notExpected });
    const twice = await confirm(app, me.cookie);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ detail: savedResumeMessages.noUpload });
  });

  it('keeps the saved one until a replacement is confirmed, then deletes it', async () => {
    const me = await student();
    const first = await saveResume(app, me.cookie, SAMPLE_PDF, 'old.pdf');
    const firstKey = (await keyOf(me.id)) ?? '';

    const form = await startUpload(app, me.cookie, 'new.docx');
    expect(
      (await upload(app, form.upload_url, form.fields, { content: SAMPLE_DOCX })).statusCode,
    ).toBe(204);
    // Uploaded but not confirmed: still the old one, file and all.
    expect(await savedResumeOf(app, me.cookie)).toEqual(first);
    expect(await app.resumeStorage.stat(firstKey)).toBe(SAMPLE_PDF.length);

    const confirmed = await confirm(app, me.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      file_name: 'new.docx',
      size_bytes: SAMPLE_DOCX.length,
    });
    expect(await app.resumeStorage.stat(firstKey)).toBeUndefined();
    expect(filesOf(me.id)).toEqual([path.basename((await keyOf(me.id)) ?? '')]);
  });

  it('replaces an upload never confirmed with the next one, removing its file', async () => {
    const me = await student();
    const abandoned = await startUpload(app, me.cookie);
    await upload(app, abandoned.upload_url, abandoned.fields, { content: SAMPLE_PDF });
    expect(filesOf(me.id)).toHaveLength(1);

    await startUpload(app, me.cookie, 'other.pdf');
    expect(filesOf(me.id)).toEqual([]);
    expect(await pendingOf(me.id)).toBe(1);
    // The old form no longer stores anything, and the new upload has not arrived.
    const late = await upload(app, abandoned.upload_url, abandoned.fields, { content: SAMPLE_PDF });
    expect(late.statusCode).toBe(409);
    expect((await confirm(app, me.cookie)).statusCode).toBe(409);
    expect(await savedResumeOf(app, me.cookie)).toBeNull();
  });

  it('refuses what an application refuses, with the same words', async () => {
    const me = await student();
    const named = await call(app, me.cookie, endpoints.applications.startSavedResumeUpload, {
      resume_filename: 'photo.png',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json<{ detail: string }>().detail).toContain(validationMessages.resumeType);

    // The local driver checks the file as it arrives.
    const png = await startUpload(app, me.cookie, 'cv.pdf');
    const wrong = await upload(app, png.upload_url, png.fields, { content: SAMPLE_PNG });
    expect(wrong.json()).toEqual({ detail: validationMessages.resumeType });
    const large = await upload(app, png.upload_url, png.fields, {
      content: pdfOfSize(RESUME_MAX_BYTES + 1),
    });
    expect(large.json()).toEqual({ detail: validationMessages.resumeTooLarge });

    // A store that checks nothing (S3 takes what the form allows): the confirmation checks it,
    // refuses it and removes the upload.
    for (const [content, detail] of [
      [Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>', 'latin1'), 'resumeType'],
      [pdfOfSize(RESUME_MAX_BYTES + 1), 'resumeTooLarge'],
    ] as const) {
      const form = await startUpload(app, me.cookie, 'cv.pdf');
      await app.localResumeStorage?.write(form.fields.key ?? '', content);
      const refused = await confirm(app, me.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: validationMessages[detail] });
      expect(await pendingOf(me.id)).toBe(0);
      expect(filesOf(me.id)).toEqual([]);
    }
    expect(await savedResumeOf(app, me.cookie)).toBeNull();
  });

  it('deletes the saved one and an upload under way; deleting none is fine', async () => {
    const me = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    const form = await startUpload(app, me.cookie);
    await upload(app, form.upload_url, form.fields, { content: SAMPLE_PDF });
    expect(filesOf(me.id)).toHaveLength(2);

    for (let i = 0; i < 2; i += 1) {
      const deleted = await call(app, me.cookie, endpoints.applications.deleteSavedResume);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
    }
    expect(await savedResumeOf(app, me.cookie)).toBeNull();
    expect(await pendingOf(me.id)).toBe(0);
    expect(filesOf(me.id)).toEqual([]);
  });

  it("is each student's own, and for students only", async () => {
    const me = await student();
    const other = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    expect(await savedResumeOf(app, other.cookie)).toBeNull();
    await call(app, other.cookie, endpoints.applications.deleteSavedResume);
    expect(await savedResumeOf(app, me.cookie)).not.toBeNull();

    const employer = await sessionCookie(app, await createEmployer(app.db));
    expect((await call(app, employer, endpoints.applications.savedResume)).statusCode).toBe(403);
    expect((await app.inject({ url: endpoints.applications.savedResume.path })).statusCode).toBe(
      401,
    );
  });

  it('keeps one row per student, removed with the student', async () => {
    const me = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    const row = { fileName: 'x.pdf', sizeBytes: 1, contentType: 'application/pdf' };
    await expect(
      app.db.insert(savedResumes).values({
        ...row,
        studentId: me.id,
        storageKey: 'saved-resumes/other',
        uploadedAt: clock.now(),
      }),
    ).rejects.toThrow();
    const nobody = '00000000-0000-4000-8000-000000000001';
    await expect(
      app.db.insert(savedResumes).values({
        ...row,
        studentId: nobody,
        storageKey: 'saved-resumes/nobody',
        uploadedAt: clock.now(),
      }),
    ).rejects.toThrow();
  });

  // Moves the shared clock: keep last.
  it('removes an upload never confirmed once its form has expired', async () => {
    const me = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    const form = await startUpload(app, me.cookie);
    await upload(app, form.upload_url, form.fields, { content: SAMPLE_DOCX });
    clock.advance(UPLOAD_TTL_MS - MINUTE_MS);
    await app.sweepAbandonedApplications();
    expect(await pendingOf(me.id)).toBe(1);

    clock.advance(2 * MINUTE_MS);
    await app.sweepAbandonedApplications();
    expect(await pendingOf(me.id)).toBe(0);
    expect(await app.resumeStorage.stat(form.fields.key ?? '')).toBeUndefined();
    // The saved one stays (read from the table: the session has expired meanwhile).
    const kept = await keyOf(me.id);
    expect(filesOf(me.id)).toEqual([path.basename(kept ?? '')]);
  });
});
