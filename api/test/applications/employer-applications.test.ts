import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applicationResumeResponse,
  employerApplicationResponse,
  listingApplicationsResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentQualifications, students } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { TestClock } from '../auth-helpers';
import { createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { SAMPLE_PDF, tempDataDir } from '../upload-helpers';

describe.each(engines)('employer reviewing applications (%s)', (engine) => {
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

  async function employer(name = 'Harbour Cafe') {
    const id = await createEmployer(app.db, name);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });

  it('lists a listing’s applications newest first: not withdrawn, not pending, rejected kept', async () => {
    const me = await employer();
    const other = await employer();
    const listing = await createListing(app.db, { employerId: me.id, maxApplications: 20 });
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const make = async (
      status: 'submitted' | 'seen' | 'rejected' | 'withdrawn',
      i: number,
      stored = true,
    ) =>
      (
        await createApplication(app, {
          listingId: listing.id,
          studentId: (await createStudent(app.db)).id,
          status,
          stored,
          createdAt: new Date(base + i * 1000),
        })
      ).id;
    const submitted = await make('submitted', 1);
    const seen = await make('seen', 2);
    const rejected = await make('rejected', 3);
    await make('withdrawn', 4);
    await make('submitted', 5, false);

    const response = await get(`/employer/listings/${listing.id}/applications`, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = listingApplicationsResponse.parse(response.json());
    expect(body.applications.map((a) => [a.id, a.status])).toEqual([
      [rejected, 'rejected'],
      [seen, 'seen'],
      [submitted, 'submitted'],
    ]);
    expect(body.applications[0]).toMatchObject({
      applicant_name: 'Sam Student',
      degree: 'BSc',
      university: 'UNSW',
    });
    const foreign = await get(`/employer/listings/${listing.id}/applications`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: employerMessages.listingNotFound });
  });

  it('shows the detail to the owner only: a rejected one read-only, never withdrawn or pending ones', async () => {
    const me = await employer();
    const other = await employer();
    const listing = await createListing(app.db, {
      employerId: me.id,
      title: 'Bookseller',
      questions: ['First?', 'Second?'],
    });
    const student = await createStudent(app.db);
    await app.db
      .update(students)
      .set({
        about: 'Loves books.',
        experience: 'Two years at the campus bookshop.',
        otherQualifications: 'Library volunteer',
      })
      .where(eq(students.userId, student.id));
    await app.db.insert(studentQualifications).values([
      { studentId: student.id, qualificationCode: 'WWCC' },
      { studentId: student.id, qualificationCode: 'FIRST_AID' },
    ]);
    const [q1, q2] = listing.questionIds;
    const { id } = await createApplication(app, {
      listingId: listing.id,
      studentId: student.id,
      preferredEmail: 'sam.contact@uni.example.edu',
      createdAt: clock.now(),
      phoneNumber: '0400 111 222',
      anythingElse: 'Available now.',
      answers: [
        { questionId: q2 ?? '', answer: 'Answer two' },
        { questionId: q1 ?? '', answer: 'Answer one' },
      ],
    });
    const response = await get(`/employer/applications/${id}`, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(employerApplicationResponse.parse(response.json())).toEqual({
      id,
      status: 'submitted',
      job: { id: listing.id, title: 'Bookseller' },
      applicant: {
        name: 'Sam Student',
        email: 'sam.contact@uni.example.edu',
        phone: '0400 111 222',
        degree: 'BSc',
        university: 'UNSW',
        qualifications: [
          { label: 'First Aid (HLTAID011)' },
          { label: 'Working With Children Check' },
        ],
        other_qualifications: 'Library volunteer',
        about: 'Loves books.',
        experience: 'Two years at the campus bookshop.',
        verification: null,
      },
      answers: [
        { question: 'First?', answer: 'Answer one' },
        { question: 'Second?', answer: 'Answer two' },
      ],
      anything_else_answer: 'Available now.',
      resume_file_name: 'My CV.pdf',
      history: [
        {
          from: null,
          to: 'submitted',
          actor: 'student',
          at: clock.now().toISOString(),
          note: null,
        },
      ],
      interview: null,
      offer: null,
      listing_version: 1,
      listing_current_version: 1,
    });

    const plain = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
    });
    expect((await get(`/employer/applications/${plain.id}`, me.cookie)).json()).toMatchObject({
      applicant: {
        phone: null,
        other_qualifications: null,
        about: '',
        experience: '',
        qualifications: [],
      },
      anything_else_answer: null,
      answers: [],
    });

    for (const url of [`/employer/applications/${id}`, `/employer/applications/${id}/resume`]) {
      const foreign = await get(url, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: employerMessages.applicationNotFound });
    }
    const pending = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
      stored: false,
    });
    expect((await get(`/employer/applications/${pending.id}`, me.cookie)).statusCode).toBe(404);
    expect((await get(`/employer/applications/${pending.id}/resume`, me.cookie)).statusCode).toBe(
      404,
    );

    const withdrawn = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
      status: 'withdrawn',
    });
    for (const url of [
      `/employer/applications/${withdrawn.id}`,
      `/employer/applications/${withdrawn.id}/resume`,
    ]) {
      const refused = await get(url, me.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: employerMessages.applicationWithdrawn });
    }

    // Rejected: still readable, marked rejected; its resume is no longer given.
    const rejected = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
      status: 'rejected',
    });
    const readable = await get(`/employer/applications/${rejected.id}`, me.cookie);
    expect(readable.statusCode, readable.body).toBe(200);
    expect(employerApplicationResponse.parse(readable.json())).toMatchObject({
      id: rejected.id,
      status: 'rejected',
      job: { title: 'Bookseller' },
    });
    const resume = await get(`/employer/applications/${rejected.id}/resume`, me.cookie);
    expect(resume.statusCode).toBe(403);
    expect(resume.json()).toEqual({ detail: employerMessages.applicationRejected });
    expect((await get(`/employer/applications/${rejected.id}`, other.cookie)).statusCode).toBe(404);
  });

  it('gives a short-lived link that shows a PDF resume inline under its name', async () => {
    const me = await employer();
    const listing = await createListing(app.db, { employerId: me.id });
    const { id } = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
    });
    const response = await get(`/employer/applications/${id}/resume`, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = applicationResumeResponse.parse(response.json());
    // The site serves the API under /api; a direct call drops the prefix.
    expect(url).toMatch(/^\/api\/storage\/download\?/);
    const file = await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    clock.advance(6 * 60_000);
    const late = await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
    expect(late.statusCode).toBe(403);
  });
});
