import { existsSync, rmSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/accounts/auth/password';
import {
  answers,
  applications,
  resumes,
  savedResumes,
  savedResumeUploads,
  sessions,
  studentQualifications,
  students,
  users,
} from '../../src/db/schema';
import { cookieHeader, post, TestClock } from '../auth-helpers';
import { applicationsCount, createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { SAMPLE_DOCX, SAMPLE_PDF, tempDataDir, upload } from '../upload-helpers';
import { saveResume, startUpload } from './saved-resume-fixtures';

describe.each(engines)('student account deletion (%s)', (engine) => {
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

  const fileOf = (key: string) => app.localResumeStorage?.filePath(key) ?? '';

  it('removes every row and file of the student, fixes the counts and ends its sessions', async () => {
    const password = 'CorrectHorse9!';
    const me = await createStudent(app.db, await hashPassword(password));
    const other = await createStudent(app.db);
    await app.db
      .insert(studentQualifications)
      .values({ studentId: me.id, qualificationCode: 'RSA' });
    const login = await post(app, '/auth/login', { email: me.email, password });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);

    const a = await createListing(app.db, { employerId, questions: ['Why?'] });
    const b = await createListing(app.db, { employerId });
    const c = await createListing(app.db, { employerId });
    const submitted = await createApplication(app, {
      listingId: a.id,
      studentId: me.id,
      answers: [{ questionId: a.questionIds[0] ?? '', answer: 'Because.' }],
    });
    const withdrawn = await createApplication(app, {
      listingId: b.id,
      studentId: me.id,
      status: 'withdrawn',
    });
    const pending = await createApplication(app, {
      listingId: c.id,
      studentId: me.id,
      stored: false,
    });
    const othersApp = await createApplication(app, { listingId: a.id, studentId: other.id });
    expect([await applicationsCount(app, a.id), await applicationsCount(app, c.id)]).toEqual([
      2, 1,
    ]);
    expect(existsSync(fileOf(submitted.key))).toBe(true);

    const response = await app.inject({
      method: 'DELETE',
      url: '/student/account',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.filter(
      (k) => k.name === 'sg_access' || k.name === 'sg_refresh',
    );
    expect(cleared.map((k) => [k.name, k.value])).toEqual(
      expect.arrayContaining([
        ['sg_access', ''],
        ['sg_refresh', ''],
      ]),
    );

    expect(await app.db.$count(users, eq(users.id, me.id))).toBe(0);
    expect(await app.db.$count(students, eq(students.userId, me.id))).toBe(0);
    expect(
      await app.db.$count(studentQualifications, eq(studentQualifications.studentId, me.id)),
    ).toBe(0);
    expect(await app.db.$count(sessions, eq(sessions.userId, me.id))).toBe(0);
    expect(await app.db.$count(applications, eq(applications.studentId, me.id))).toBe(0);
    const mine = [submitted.id, withdrawn.id, pending.id];
    expect(await app.db.$count(answers, inArray(answers.applicationId, mine))).toBe(0);
    expect(await app.db.$count(resumes, inArray(resumes.applicationId, mine))).toBe(0);
    for (const key of [submitted.key, withdrawn.key]) expect(existsSync(fileOf(key))).toBe(false);

    // The withdrawn application had already given its slot back; the others give theirs now.
    expect(await applicationsCount(app, a.id)).toBe(1);
    expect(await applicationsCount(app, b.id)).toBe(0);
    expect(await applicationsCount(app, c.id)).toBe(0);
    expect(existsSync(fileOf(othersApp.key))).toBe(true);

    // The old cookies are dead: no access, no refresh.
    const again = await app.inject({ method: 'GET', url: '/student/profile', headers: { cookie } });
    expect(again.statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  // The saved resume, and an upload of one under way, go with the account.
  it('removes the saved resume and an upload of one, rows and files', async () => {
    const me = await createStudent(app.db);
    const cookie = await sessionCookie(app, me.id);
    await saveResume(app, cookie, SAMPLE_PDF);
    const form = await startUpload(app, cookie, 'next.docx');
    await upload(app, form.upload_url, form.fields, { content: SAMPLE_DOCX });
    const [saved] = await app.db
      .select({ key: savedResumes.storageKey })
      .from(savedResumes)
      .where(eq(savedResumes.studentId, me.id));
    const keys = [saved?.key ?? '', form.fields.key ?? ''];
    for (const key of keys) expect(existsSync(fileOf(key)), key).toBe(true);

    const response = await app.inject({
      method: 'DELETE',
      url: '/student/account',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.db.$count(savedResumes, eq(savedResumes.studentId, me.id))).toBe(0);
    expect(await app.db.$count(savedResumeUploads, eq(savedResumeUploads.studentId, me.id))).toBe(
      0,
    );
    for (const key of keys) expect(existsSync(fileOf(key)), key).toBe(false);
  });

  it('is for signed-in students only', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/student/account' })).statusCode).toBe(401);
    const employer = await sessionCookie(app, employerId);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/student/account',
      headers: { cookie: employer },
    });
    expect(refused.statusCode).toBe(403);
    expect(await app.db.$count(users, eq(users.id, employerId))).toBe(1);
  });
});
