import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfileResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentQualifications, students } from '../../src/db/schema';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createStudent, sessionCookie } from '../listings/fixtures';

describe.each(engines)('student profile (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  async function student() {
    const { id, email } = await createStudent(app.db);
    return { id, email, cookie: await sessionCookie(app, id) };
  }
  const get = (cookie: string) =>
    app.inject({ method: 'GET', url: '/student/profile', headers: { cookie } });
  const put = (cookie: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/student/profile', headers: { cookie }, payload });

  const edit = {
    university: 'University of Sydney',
    degree: 'Bachelor of Arts',
    about: 'Curious and punctual.',
    experience: 'Tutor, one year',
    other_qualifications: 'Barista course',
    qualifications: ['RSA', 'WWCC'],
  };

  it('reads the profile with empty texts for missing ones', async () => {
    const { email, cookie } = await student();
    const response = await get(cookie);
    expect(response.statusCode).toBe(200);
    expect(studentProfileResponse.parse(response.json())).toEqual({
      name: 'Sam Student',
      email,
      university: 'UNSW',
      degree: 'BSc',
      about: '',
      experience: '',
      other_qualifications: '',
      qualifications: [],
      verification: null,
      student_visa_work_limit: false,
    });
  });

  it('saves an edit, replacing the qualifications, and never the name or email', async () => {
    const { id, email, cookie } = await student();
    expect((await put(cookie, edit)).json()).toEqual({ ok: true });
    const second = await put(cookie, { ...edit, qualifications: ['FIRST_AID', 'RSA', 'RSA'] });
    expect(second.statusCode).toBe(200);
    expect((await get(cookie)).json()).toEqual({
      name: 'Sam Student',
      email,
      ...edit,
      qualifications: ['FIRST_AID', 'RSA'],
      verification: null,
      student_visa_work_limit: false,
    });
    const rows = await app.db
      .select()
      .from(studentQualifications)
      .where(eq(studentQualifications.studentId, id));
    expect(rows).toHaveLength(2);
  });

  it('refuses extra fields without storing anything', async () => {
    const { id, cookie } = await student();
    for (const extra of [{ name: 'Someone Else' }, { email: 'x@y.example.edu' }, { admin: true }]) {
      const response = await put(cookie, { ...edit, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/unrecognized key/i);
    }
    const [row] = await app.db.select().from(students).where(eq(students.userId, id));
    expect(row).toMatchObject({ fullName: 'Sam Student', institution: 'UNSW', about: null });
  });

  it('refuses texts over 250 characters and accepts exactly 250', async () => {
    const { cookie } = await student();
    for (const field of ['about', 'experience', 'other_qualifications']) {
      const tooLong = await put(cookie, { ...edit, [field]: 'x'.repeat(251) });
      expect(tooLong.statusCode, field).toBe(400);
      expect(tooLong.json()).toEqual({ detail: `${field}: Must be at most 250 characters.` });
    }
    const full = await put(cookie, { ...edit, other_qualifications: 'y'.repeat(250) });
    expect(full.statusCode).toBe(200);
    expect((await get(cookie)).json()).toMatchObject({ other_qualifications: 'y'.repeat(250) });
  });

  it('refuses an unknown qualification and keeps the old ones', async () => {
    const { cookie } = await student();
    await put(cookie, edit);
    const response = await put(cookie, { ...edit, qualifications: ['RSA', 'JEDI'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Unknown qualification: JEDI.' });
    expect((await get(cookie)).json()).toMatchObject({ qualifications: ['RSA', 'WWCC'] });
  });

  it('is for signed-in students only', async () => {
    expect((await app.inject({ method: 'GET', url: '/student/profile' })).statusCode).toBe(401);
    const employer = await sessionCookie(app, await createEmployer(app.db));
    expect((await get(employer)).statusCode).toBe(403);
    expect((await put(employer, edit)).statusCode).toBe(403);
  });
});
