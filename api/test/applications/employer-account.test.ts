import { existsSync, rmSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/accounts/auth/password';
import {
  answers,
  applications,
  employers,
  listings,
  questions,
  resumes,
  sessions,
  users,
} from '../../src/db/schema';
import { cookieHeader, CapturingMailer, post, TestClock } from '../auth-helpers';
import { createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('employer account deletion (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fileOf = (key: string) => app.localResumeStorage?.filePath(key) ?? '';

  it('removes the employer, listings, applications and files, and tells the applicants', async () => {
    const password = 'CorrectHorse9!';
    const [user] = await app.db
      .insert(users)
      .values({
        email: `boss.${Date.now()}@cafe.example.com`,
        passwordHash: await hashPassword(password),
        role: 'employer',
      })
      .returning();
    if (!user) throw new Error('no employer');
    await app.db.insert(employers).values({ userId: user.id, businessName: 'Harbour Cafe' });
    const login = await post(app, '/auth/login', { email: user.email, password });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);

    const other = await createEmployer(app.db, 'Other Shop');
    const kept = await createListing(app.db, { employerId: other });
    const barista = await createListing(app.db, {
      employerId: user.id,
      title: 'Barista',
      questions: ['Why?'],
    });
    const removedListing = await createListing(app.db, {
      employerId: user.id,
      title: 'Old Job',
      status: 'removed',
    });
    const [ann, ben, cat, dan, eve, fay] = await Promise.all(
      Array.from({ length: 6 }, () => createStudent(app.db)),
    );
    if (!ann || !ben || !cat || !dan || !eve || !fay) throw new Error('no students');
    const submitted = await createApplication(app, {
      listingId: barista.id,
      studentId: ann.id,
      answers: [{ questionId: barista.questionIds[0] ?? '', answer: 'Coffee.' }],
    });
    const seen = await createApplication(app, {
      listingId: removedListing.id,
      studentId: ben.id,
      status: 'seen',
    });
    const rejected = await createApplication(app, {
      listingId: barista.id,
      studentId: fay.id,
      status: 'rejected',
    });
    const withdrawn = await createApplication(app, {
      listingId: barista.id,
      studentId: cat.id,
      status: 'withdrawn',
    });
    const pending = await createApplication(app, {
      listingId: barista.id,
      studentId: dan.id,
      stored: false,
    });
    const elsewhere = await createApplication(app, { listingId: kept.id, studentId: eve.id });

    const response = await app.inject({
      method: 'DELETE',
      url: '/employer/account',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(
      response.cookies
        .filter((k) => ['sg_access', 'sg_refresh'].includes(k.name))
        .map((k) => k.value),
    ).toEqual(['', '']);

    expect(await app.db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await app.db.$count(employers, eq(employers.userId, user.id))).toBe(0);
    expect(await app.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await app.db.$count(listings, eq(listings.employerId, user.id))).toBe(0);
    const listingIds = [barista.id, removedListing.id];
    expect(await app.db.$count(questions, inArray(questions.listingId, listingIds))).toBe(0);
    expect(await app.db.$count(applications, inArray(applications.listingId, listingIds))).toBe(0);
    const appIds = [submitted.id, seen.id, rejected.id, withdrawn.id, pending.id];
    expect(await app.db.$count(answers, inArray(answers.applicationId, appIds))).toBe(0);
    expect(await app.db.$count(resumes, inArray(resumes.applicationId, appIds))).toBe(0);
    for (const { key } of [submitted, seen, rejected, withdrawn])
      expect(existsSync(fileOf(key))).toBe(false);

    // Nothing of anyone else changed.
    expect(await app.db.$count(listings, eq(listings.id, kept.id))).toBe(1);
    expect(existsSync(fileOf(elsewhere.key))).toBe(true);
    expect(await app.db.$count(users, inArray(users.id, [ann.id, ben.id, cat.id, dan.id]))).toBe(4);

    await app.mail.flush();
    expect((await mailer.last(ann.email)).subject).toBe("The listing 'Barista' was withdrawn");
    expect((await mailer.last(ann.email)).text).toContain(
      'withdrawn by the employer, Harbour Cafe',
    );
    expect((await mailer.last(ben.email)).subject).toBe("The listing 'Old Job' was withdrawn");
    expect(await mailer.to(cat.email)).toEqual([]);
    expect(await mailer.to(dan.email)).toEqual([]);
    expect(await mailer.to(eve.email)).toEqual([]);
    // A rejected applicant was already answered: no closing mail.
    expect(await mailer.to(fay.email)).toEqual([]);

    expect(
      (await app.inject({ method: 'GET', url: '/employer/profile', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('is for signed-in employers only', async () => {
    const student = await createStudent(app.db);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/employer/account',
      headers: { cookie: await sessionCookie(app, student.id) },
    });
    expect(refused.statusCode).toBe(403);
    expect(await app.db.$count(users, eq(users.id, student.id))).toBe(1);
  });
});
