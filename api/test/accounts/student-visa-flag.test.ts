// Whether a student holds a visa that limits their work: the student sets and reads it on their
// own profile; no employer's call ever carries it, whatever the application's stage.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfileResponse } from 'api-contract';
import { createApplication } from '../applications/fixtures';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)("a student's visa work limit (%s)", (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: tempDataDir() } });
  });
  afterAll(() => app.close());

  const edit = {
    university: 'UNSW',
    degree: 'BSc',
    about: '',
    experience: '',
    other_qualifications: '',
    qualifications: [],
  };
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (cookie: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/student/profile', headers: { cookie }, payload });
  const flagOf = async (cookie: string) =>
    studentProfileResponse.parse((await get('/student/profile', cookie)).json())
      .student_visa_work_limit;

  it('is the student’s to set, kept by an edit that does not send it', async () => {
    const student = await createStudent(app.db);
    const cookie = await sessionCookie(app, student.id);
    expect(await flagOf(cookie)).toBe(false);
    expect((await put(cookie, { ...edit, student_visa_work_limit: true })).statusCode).toBe(200);
    expect(await flagOf(cookie)).toBe(true);
    // A screen built before the flag saves the profile without it: it stays.
    expect((await put(cookie, edit)).statusCode).toBe(200);
    expect(await flagOf(cookie)).toBe(true);
    expect((await put(cookie, { ...edit, student_visa_work_limit: 'yes' })).statusCode).toBe(400);
    expect((await put(cookie, { ...edit, student_visa_work_limit: false })).statusCode).toBe(200);
    expect(await flagOf(cookie)).toBe(false);
  });

  it.each(['submitted', 'shortlisted', 'offered', 'hired'] as const)(
    'never reaches the employer of an application at %s',
    async (status) => {
      const student = await createStudent(app.db);
      await put(await sessionCookie(app, student.id), { ...edit, student_visa_work_limit: true });
      const employerId = await createEmployer(app.db);
      const employerCookie = await sessionCookie(app, employerId);
      const listing = await createListing(app.db, { employerId });
      const { id } = await createApplication(app, {
        listingId: listing.id,
        studentId: student.id,
        status,
      });
      for (const url of [
        `/employer/applications/${id}`,
        `/employer/listings/${listing.id}/applications`,
      ]) {
        const response = await get(url, employerCookie);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.body).not.toMatch(/visa/i);
      }
    },
  );
});
