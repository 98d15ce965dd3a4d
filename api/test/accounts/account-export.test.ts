// GET /account/export: the archive of everything held about the caller, opened and read back.
// Two students apply to the same listing: each archive holds the student's own data and files,
// byte for byte, and nothing of the other's; the employer's holds their listings and the
// applications as their screens show them. Also: no session 401, the hourly limit 429, and every
// table with a user's key named in the export map.
import { rmSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORTS_PER_HOUR, endpoints } from 'api-contract';
import * as schema from '../../src/db/schema';
import {
  applicationMessages,
  jobAlerts,
  listingReports,
  moderationDecisions,
  reviewRequests,
  savedJobs,
  studentQualifications,
} from '../../src/db/schema';
import { EXPORT_MAP } from '../../src/accounts/export/export-map';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
  sessionCookie,
  TODAY,
  verifyStudent,
} from '../listings/fixtures';
import { createApplication } from '../applications/fixtures';
import { call, saveResume } from '../applications/saved-resume-fixtures';
import { pdfOfSize, tempDataDir } from '../upload-helpers';
import { relaxedRateLimits } from '../access/rate-limits';
import { DEFAULT_RATE_LIMITS } from '../../src/plugins/rate-limit/limits';

type Archive = Record<string, Uint8Array>;

const text = (archive: Archive, name: string) => {
  const bytes = archive[name];
  if (!bytes) throw new Error(`${name} is not in the archive: ${Object.keys(archive).join(', ')}`);
  return strFromU8(bytes);
};
const json = <T = unknown>(archive: Archive, name: string) => JSON.parse(text(archive, name)) as T;
/** Every file of the archive as one text, to look for what must not be there. */
const everything = (archive: Archive) =>
  Object.values(archive)
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');

describe('the export map', () => {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const personal = new Set(['users', 'students', 'employers']);

  it('names every table with a key to a user, student or employer (a new one must be added)', () => {
    const holdingUsers = tables
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some((fk) =>
          personal.has(getTableConfig(fk.reference().foreignTable).name),
        ),
      )
      .map((config) => config.name);
    expect(holdingUsers.length).toBeGreaterThan(10);
    const unlisted = holdingUsers.filter((name) => !(name in EXPORT_MAP));
    expect(unlisted, 'add them to api/src/accounts/export/export-map.ts and ADR 0048').toEqual([]);
  });

  it('names only tables that exist', () => {
    const names = new Set(tables.map((table) => getTableConfig(table).name));
    expect(Object.keys(EXPORT_MAP).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each(engines)('GET /account/export (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await build(engine, {
      clock: clock.now,
      env: { DATA_DIR: dataDir },
      rateLimits: { ...relaxedRateLimits, accountExport: DEFAULT_RATE_LIMITS.accountExport },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const download = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: endpoints.accounts.accountExport.path,
      headers: cookie ? { cookie } : {},
    });

  async function archiveOf(cookie: string): Promise<Archive> {
    const res = await download(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="studentgigs-data-${TODAY}.zip"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    return unzipSync(new Uint8Array(res.rawPayload));
  }

  /** Two students with saved resumes apply to one listing; A has more besides. */
  async function world() {
    const employerId = await createEmployer(app.db, 'Harbour Cafe');
    const employerCookie = await sessionCookie(app, employerId);
    const listing = await createListing(app.db, {
      employerId,
      title: 'Weekend barista',
      questions: ['Why coffee?'],
    });
    const other = await createListing(app.db, { employerId, title: 'Dishwasher' });
    const people = [];
    for (const [name, size, phone] of [
      ['Ada Lovelace CV.pdf', 3_001, '0400 111 111'],
      ['Bo Brown CV.pdf', 3_333, '0400 222 222'],
    ] as const) {
      const student = await createStudent(app.db);
      const cookie = await sessionCookie(app, student.id);
      const bytes = pdfOfSize(size);
      await saveResume(app, cookie, bytes, name);
      const applied = await call(app, cookie, endpoints.applications.apply, {
        job_id: listing.id,
        questions: [listing.questionIds[0]],
        answers: [`I love it (${name})`],
        preferred_email: student.email,
        phone_number: phone,
        anything_else_answer: null,
        use_saved_resume: true,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const { application_id: applicationId } = applied.json<{ application_id: string }>();
      people.push({ ...student, cookie, bytes, name, phone, applicationId });
    }
    const [a, b] = people as [(typeof people)[0], (typeof people)[0]];
    // A withdrawn application of a third student: the employer's screens no longer show it.
    const gone = await createStudent(app.db);
    await createApplication(app, {
      listingId: other.id,
      studentId: gone.id,
      status: 'withdrawn',
      preferredEmail: gone.email,
    });
    await app.db
      .insert(studentQualifications)
      .values({ studentId: a.id, qualificationCode: 'RSA' });
    await verifyStudent(app.db, a.id, clock.now());
    await app.db
      .insert(savedJobs)
      .values({ userId: a.id, listingId: other.id, createdAt: clock.now() });
    await app.db.insert(jobAlerts).values({
      userId: a.id,
      words: 'barista',
      frequency: 'daily',
      searchKey: 'barista',
      confirmedAt: clock.now(),
      createdAt: clock.now(),
    });
    await app.db.insert(listingReports).values({
      listingId: other.id,
      studentId: a.id,
      reason: 'scam',
      details: 'Asked for money up front',
      createdAt: clock.now(),
    });
    await app.db.insert(applicationMessages).values([
      {
        applicationId: a.applicationId,
        senderRole: 'employer',
        senderId: employerId,
        recipientId: a.id,
        body: 'Could you come in on Monday, Ada?',
        createdAt: clock.now(),
      },
      {
        applicationId: b.applicationId,
        senderRole: 'employer',
        senderId: employerId,
        recipientId: b.id,
        body: 'Could you come in on Tuesday, Bo?',
        createdAt: clock.now(),
      },
    ]);
    const moderator = await createModerator(app.db);
    await app.db.insert(moderationDecisions).values({
      listingId: other.id,
      listingTitle: 'Dishwasher',
      employerId,
      moderatorId: moderator.id,
      moderatorEmail: moderator.email,
      decision: 'approve',
      reason: 'Pay and text are in order',
      decidedAt: clock.now(),
      priorStatus: 'pending',
    });
    await app.db.insert(reviewRequests).values({
      employerId,
      message: 'Please look at my listing again',
      createdAt: clock.now(),
    });
    return { a, b, gone, employerId, employerCookie, moderator, listing };
  }

  it("gives each student their own data and files, byte for byte, and none of the other's", async () => {
    const { a, b, gone } = await world();
    for (const [me, them] of [
      [a, b],
      [b, a],
    ] as const) {
      const archive = await archiveOf(me.cookie);
      // Every JSON file parses.
      for (const name of Object.keys(archive).filter((n) => n.endsWith('.json'))) {
        expect(() => json(archive, name), name).not.toThrow();
      }
      expect(json(archive, 'account.json')).toEqual({
        email: me.email,
        role: 'student',
        created_at: expect.any(String) as string,
      });
      const applications = json<Array<Record<string, unknown>>>(archive, 'applications.json');
      expect(applications).toHaveLength(1);
      expect(applications[0]).toMatchObject({
        id: me.applicationId,
        listing: { title: 'Weekend barista', business_name: 'Harbour Cafe' },
        status: 'submitted',
        phone_number: me.phone,
        answers: [{ question: 'Why coffee?', answer: `I love it (${me.name})` }],
        resume: { file_name: me.name, file_in_archive: `resumes/${me.applicationId}/${me.name}` },
      });
      // The resumes as uploaded: the application's copy and the saved one.
      expect(Buffer.from(archive[`resumes/${me.applicationId}/${me.name}`] ?? [])).toEqual(
        me.bytes,
      );
      expect(Buffer.from(archive[`saved-resume/${me.name}`] ?? [])).toEqual(me.bytes);
      expect(json(archive, 'saved-resume.json')).toMatchObject({ file_name: me.name });
      expect(json(archive, 'messages.json')).toEqual([
        expect.objectContaining({
          application_id: me.applicationId,
          from: 'employer',
          body: expect.stringContaining(me === a ? 'Ada' : 'Bo') as string,
        }),
      ]);
      expect(text(archive, 'README.txt')).toContain('applications.json:');
      // Nothing of the other student: their address, phone, answers, files, application.
      const all = everything(archive);
      for (const theirs of [them.email, them.phone, them.name, them.applicationId, gone.email]) {
        expect(all).not.toContain(theirs);
      }
      expect(all).not.toContain(them.bytes.toString('latin1'));
      expect(all).not.toMatch(/password_?hash|token_?hash|code_?hash|\$argon2/i);
    }

    const archive = await archiveOf(a.cookie);
    expect(json(archive, 'profile.json')).toMatchObject({
      full_name: 'Sam Student',
      qualifications: [{ code: 'RSA', label: expect.any(String) as string }],
    });
    expect(json(archive, 'verification.json')).toMatchObject({
      verified: { institution: 'UNSW' },
      code_sent: null,
    });
    expect(json(archive, 'saved-jobs.json')).toEqual([
      {
        listing: { id: expect.any(String) as string, title: 'Dishwasher' },
        saved_at: expect.any(String) as string,
      },
    ]);
    expect(json(archive, 'job-alerts.json')).toEqual([
      expect.objectContaining({ words: 'barista', frequency: 'daily' }),
    ]);
    expect(json(archive, 'reports.json')).toEqual([
      expect.objectContaining({
        reason: 'scam',
        details: 'Asked for money up front',
        outcome: null,
      }),
    ]);
    // The vetting's weight of a report is not the student's to tune.
    expect(text(archive, 'reports.json')).not.toContain('weight');
  });

  it('gives an employer their profile, listings, decisions and the applications they see', async () => {
    const { a, b, gone, employerCookie, moderator } = await world();
    const archive = await archiveOf(employerCookie);
    expect(Object.keys(archive).sort()).toEqual([
      'README.txt',
      'account.json',
      'applications.json',
      'business-profile.json',
      'listings.json',
      'mail.json',
      'messages.json',
      'moderation-decisions.json',
      'review-requests.json',
    ]);
    expect(json(archive, 'account.json')).toMatchObject({ role: 'employer' });
    expect(json(archive, 'business-profile.json')).toMatchObject({ business_name: 'Harbour Cafe' });
    const listings = json<Array<{ title: string; questions: string[] }>>(archive, 'listings.json');
    expect(listings.map((l) => [l.title, l.questions])).toEqual([
      ['Weekend barista', ['Why coffee?']],
      ['Dishwasher', []],
    ]);
    const received = json<Array<Record<string, unknown>>>(archive, 'applications.json');
    expect(received.map((r) => r.id).sort()).toEqual([a.applicationId, b.applicationId].sort());
    expect(received).toContainEqual(
      expect.objectContaining({
        id: a.applicationId,
        applicant: expect.objectContaining({
          full_name: 'Sam Student',
          institution: 'UNSW',
        }) as unknown,
        phone_number: a.phone,
        resume_file_name: a.name,
      }),
    );
    expect(json(archive, 'messages.json')).toHaveLength(2);
    expect(json(archive, 'moderation-decisions.json')).toEqual([
      expect.objectContaining({ decision: 'approve', reason: 'Pay and text are in order' }),
    ]);
    expect(json(archive, 'review-requests.json')).toEqual([
      expect.objectContaining({ message: 'Please look at my listing again' }),
    ]);
    const all = everything(archive);
    // Not the withdrawn applicant, not the moderator, not a student's resume bytes.
    expect(all).not.toContain(gone.email);
    expect(all).not.toContain(moderator.email);
    expect(all).not.toContain(a.bytes.toString('latin1'));
    expect(text(archive, 'README.txt')).toContain('resume files are not included');
  });

  it('gives a moderator the decisions they made', async () => {
    const { moderator } = await world();
    const archive = await archiveOf(await sessionCookie(app, moderator.id));
    expect(json(archive, 'account.json')).toMatchObject({ role: 'moderator' });
    expect(json(archive, 'decisions-made.json')).toEqual([
      expect.objectContaining({
        decision: 'approve',
        listing: expect.objectContaining({ title: 'Dishwasher' }) as unknown,
      }),
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await download();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
  });

  it(`answers 429 with Retry-After past ${ACCOUNT_EXPORTS_PER_HOUR} an hour, per account`, async () => {
    const student = await createStudent(app.db);
    const cookie = await sessionCookie(app, student.id);
    for (let i = 0; i < ACCOUNT_EXPORTS_PER_HOUR; i += 1) {
      expect((await download(cookie)).statusCode).toBe(200);
    }
    const refused = await download(cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ detail: expect.any(String) as string });
    // Another account is not held back by it.
    const other = await createStudent(app.db);
    expect((await download(await sessionCookie(app, other.id))).statusCode).toBe(200);
  });
});
