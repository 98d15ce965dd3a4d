import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentEmailResponse, studentJobResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { createApplication } from '../applications/fixtures';
import { hashPassword } from '../../src/accounts/auth/password';
import { listings } from '../../src/db/schema';
import { cookieHeader, post, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie, TEST_PAY } from './fixtures';

describe.each(engines)('job page and student email (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
    employerId = await createEmployer(app.db, 'Glebe Books');
  });
  afterAll(() => app.close());

  it('shows the business’s website and suburb, never its street or phone', async () => {
    const other = await createEmployer(app.db, 'Harbour Lane Cafe');
    await app.db.execute(
      sql`update employers set street = '12 King St', suburb = 'Newtown', state = 'NSW',
        postcode = '2042', website = 'https://harbourlane.cafe/', phone = '0298765432'
        where user_id = ${other}::uuid`,
    );
    const listing = await createListing(app.db, { employerId: other });
    const response = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(studentJobResponse.parse(response.json())).toMatchObject({
      business_website: 'https://harbourlane.cafe/',
      business_suburb: 'Newtown NSW',
    });
    expect(response.body).not.toContain('King St');
    expect(response.body).not.toContain('0298765432');
  });

  it('shows a job with its questions in order, to anyone', async () => {
    const listing = await createListing(app.db, {
      employerId,
      title: 'Bookseller',
      maxApplications: 4,
      applicationsCount: 1,
      questions: ['First?', 'Second?', 'Third?'],
      createdAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    const response = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(response.statusCode).toBe(200);
    expect(studentJobResponse.parse(response.json())).toEqual({
      id: listing.id,
      title: 'Bookseller',
      business_name: 'Glebe Books',
      business_description: '',
      abn: null,
      business_website: null,
      business_suburb: null,
      short_preview: 'Weekend shifts',
      description: 'Make coffee.',
      location: 'Newtown NSW 2042',
      category_code: 'HOSP',
      latitude: -33.8978,
      longitude: 151.1785,
      expiry_date: '2026-12-31',
      submitted_count: 1,
      max_applications: 4,
      questions: ['First?', 'Second?', 'Third?'],
      question_ids: listing.questionIds,
      availability: 'open',
      close_outcome: null,
      posted_at: '2026-02-01T00:00:00.000000Z',
      closed_at: null,
      my_application: null,
      pay: { ...TEST_PAY, hourly_cents: TEST_PAY.amount_cents },
      usual_review_days: null,
      response_rate: null,
      saved: false,
    });
  });

  it('says whether a job takes applications, and shows a student their own application', async () => {
    const availability = async (id: string, cookie?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/student/jobs/${id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      return studentJobResponse.parse(response.json());
    };
    const full = await createListing(app.db, {
      employerId,
      maxApplications: 2,
      applicationsCount: 2,
    });
    const closed = await createListing(app.db, { employerId, status: 'closed' });
    const past = await createListing(app.db, { employerId, expiryDate: '2026-01-01' });
    expect((await availability(full.id)).availability).toBe('full');
    expect((await availability(closed.id)).availability).toBe('closed');
    // Closed by its employer: when, for the page's structured data.
    await app.db
      .update(listings)
      .set({ closeOutcome: 'filled', closedAt: new Date('2026-03-01T04:30:00.000Z') })
      .where(eq(listings.id, closed.id));
    expect(await availability(closed.id)).toMatchObject({
      close_outcome: 'filled',
      closed_at: '2026-03-01T04:30:00.000000Z',
    });
    expect((await availability(past.id)).availability).toBe('expired');

    const open = await createListing(app.db, { employerId });
    const student = await createStudent(app.db);
    const other = await createStudent(app.db);
    const applied = await createApplication(app, {
      listingId: open.id,
      studentId: student.id,
      status: 'seen',
    });
    const mine = await availability(open.id, await sessionCookie(app, student.id));
    expect(mine.my_application).toEqual({
      id: applied.id,
      status: 'seen',
      created_at: expect.any(String) as string,
    });
    expect(
      (await availability(open.id, await sessionCookie(app, other.id))).my_application,
    ).toBeNull();
    expect(
      (await availability(open.id, await sessionCookie(app, employerId))).my_application,
    ).toBeNull();
    expect((await availability(open.id)).my_application).toBeNull();
    // An application whose resume has not arrived is not one yet.
    const pending = await createListing(app.db, { employerId });
    await createApplication(app, { listingId: pending.id, studentId: other.id, stored: false });
    expect(
      (await availability(pending.id, await sessionCookie(app, other.id))).my_application,
    ).toBeNull();
  });

  it('shows expired and full jobs; a removed one is gone (410) and an unknown one not found', async () => {
    const expired = await createListing(app.db, { employerId, expiryDate: '2026-01-01' });
    expect(
      (await app.inject({ method: 'GET', url: `/student/jobs/${expired.id}` })).statusCode,
    ).toBe(200);
    const removed = await createListing(app.db, { employerId });
    await app.db.update(listings).set({ status: 'removed' }).where(eq(listings.id, removed.id));
    const gone = await app.inject({ method: 'GET', url: `/student/jobs/${removed.id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ detail: 'This job was removed.' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/student/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: applyMessages.jobNotFound });
    expect((await app.inject({ method: 'GET', url: '/student/jobs/not-a-uuid' })).statusCode).toBe(
      400,
    );
  });

  it("gives a signed-in student their account email, and nobody else's", async () => {
    const password = 'CorrectHorse9!';
    const student = await createStudent(app.db, await hashPassword(password));
    const login = await post(app, '/auth/login', { email: student.email, password });
    expect(login.statusCode).toBe(200);
    const response = await app.inject({
      method: 'GET',
      url: '/student/email',
      headers: { cookie: cookieHeader(login) },
    });
    expect(response.statusCode).toBe(200);
    expect(studentEmailResponse.parse(response.json())).toEqual({ email: student.email });

    expect((await app.inject({ method: 'GET', url: '/student/email' })).statusCode).toBe(401);
    const employerCookie = await sessionCookie(app, employerId);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/student/email',
          headers: { cookie: employerCookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
