// The hiring pipeline's employer moves (seen, shortlisted, rejected), the student's withdrawal,
// the history both sides read, and the mail each move sends once.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employerApplicationResponse,
  studentApplicationsResponse,
  type ApplicationEvent,
} from 'api-contract';
import { applicationEvents, applications, type ApplicationStatus } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { studentMessages } from '../../src/accounts/students/messages';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { applicationAt, postAs } from './pipeline-fixtures';
import { build, engines } from '../helper';
import { createEmployer, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

// Shorter than a session, so the cookies made at the start still work.
const MINUTES_5 = 5 * 60 * 1000;

describe.each(engines)('hiring pipeline moves (%s)', (engine) => {
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

  const move = (id: string, cookie: string, newStatus: string) =>
    postAs(app, cookie, `/employer/applications/${id}/status`, { new_status: newStatus });
  const withdraw = (id: string, cookie: string) =>
    postAs(app, cookie, `/student/applications/${id}/withdraw`);
  const applicationIn = (status: ApplicationStatus = 'submitted') => applicationAt(app, status);
  const statusOf = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  async function studentHistory(id: string, cookie: string): Promise<ApplicationEvent[]> {
    const response = await app.inject({
      method: 'GET',
      url: '/student/applications?limit=20',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = studentApplicationsResponse
      .parse(response.json())
      .applications.find((application) => application.id === id);
    return row?.history ?? [];
  }
  async function employerHistory(id: string, cookie: string): Promise<ApplicationEvent[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/employer/applications/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return employerApplicationResponse.parse(response.json()).history ?? [];
  }

  it('shortlists a seen application, then rejects it; both sides read the same history', async () => {
    const { id, employer, student } = await applicationIn();
    const seenAt = clock.now().toISOString();
    expect((await move(id, employer.cookie, 'seen')).json()).toEqual({ status: 'seen' });
    clock.advance(MINUTES_5);
    const shortlistedAt = clock.now().toISOString();
    const shortlisted = await move(id, employer.cookie, 'shortlisted');
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    expect(shortlisted.json()).toEqual({ status: 'shortlisted' });
    clock.advance(MINUTES_5);
    const rejectedAt = clock.now().toISOString();
    expect((await move(id, employer.cookie, 'rejected')).json()).toEqual({ status: 'rejected' });

    const moves = [
      { from: 'submitted', to: 'seen', actor: 'employer', at: seenAt, note: null },
      { from: 'seen', to: 'shortlisted', actor: 'employer', at: shortlistedAt, note: null },
      { from: 'shortlisted', to: 'rejected', actor: 'employer', at: rejectedAt, note: null },
    ];
    const seenByStudent = await studentHistory(id, student.cookie);
    expect(seenByStudent[0]).toMatchObject({ from: null, to: 'submitted', actor: 'student' });
    expect(seenByStudent.slice(1)).toEqual(moves);
    expect(await employerHistory(id, employer.cookie)).toEqual(seenByStudent);
    // Who moved it is kept, though neither side is shown the other's account id.
    const stored = await app.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(stored.map((row) => row.actorId)).toEqual([employer.id, employer.id, employer.id]);

    const mails = await mailer.to(student.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your application for Bookseller at Glebe Books was viewed',
      'You are on the shortlist for Bookseller at Glebe Books',
      'An update on your application for Bookseller',
    ]);
    // The shortlist mail says what it means and what happens next.
    expect(mails[1]?.text).toContain('It is not an offer yet');
    expect(mails[1]?.text).toContain('interview');
  });

  it('shortlists straight from submitted, and only once', async () => {
    const { id, employer, student } = await applicationIn();
    expect((await move(id, employer.cookie, 'shortlisted')).statusCode).toBe(200);
    const again = await move(id, employer.cookie, 'shortlisted');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: employerMessages.alreadyShortlisted });
    const seen = await move(id, employer.cookie, 'seen');
    expect(seen.statusCode).toBe(409);
    expect(seen.json()).toEqual({ detail: employerMessages.alreadyDecided });
    expect(await statusOf(id)).toBe('shortlisted');
    expect(await mailer.to(student.email)).toHaveLength(1);
    expect((await studentHistory(id, student.cookie)).map((event) => event.to)).toEqual([
      'submitted',
      'shortlisted',
    ]);
  });

  it.each(['submitted', 'seen', 'shortlisted', 'interview', 'offered'] as const)(
    'rejects an application at %s',
    async (status) => {
      const { id, employer } = await applicationIn(status);
      const rejected = await move(id, employer.cookie, 'rejected');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await statusOf(id)).toBe('rejected');
    },
  );

  it.each([
    ['hired', employerMessages.applicationHired],
    ['declined', employerMessages.offerDeclined],
    ['rejected', employerMessages.applicationRejectedFinal],
    ['withdrawn', employerMessages.applicationWithdrawn],
  ] as const)('moves nothing out of %s', async (status, detail) => {
    const { id, employer, student } = await applicationIn(status);
    for (const newStatus of ['seen', 'shortlisted', 'rejected']) {
      const refused = await move(id, employer.cookie, newStatus);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail });
    }
    expect(await statusOf(id)).toBe(status);
    expect(await mailer.to(student.email)).toEqual([]);
    const lines = await app.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(lines).toEqual([]);
  });

  it("refuses another employer's application as unknown", async () => {
    const { id } = await applicationIn();
    const otherId = await createEmployer(app.db, 'Other Cafe');
    const refused = await move(id, await sessionCookie(app, otherId), 'shortlisted');
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('submitted');
  });

  it('serialises a shortlist and a rejection sent together: the history is one chain', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, employer } = await applicationIn();
      const results = await Promise.all([
        move(id, employer.cookie, 'shortlisted'),
        move(id, employer.cookie, 'rejected'),
      ]);
      const [shortlist, reject] = results.map((response) => response.statusCode);
      // Either the shortlist came first and the rejection followed it, or the rejection won and
      // the shortlist found a rejected application.
      expect([
        [200, 200],
        [409, 200],
      ]).toContainEqual([shortlist, reject]);
      expect(await statusOf(id)).toBe('rejected');
      const lines = await app.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id))
        .orderBy(applicationEvents.id);
      let from: string = 'submitted';
      for (const line of lines) {
        expect(line.fromStatus).toBe(from);
        from = line.toStatus;
      }
      expect(lines).toHaveLength(shortlist === 200 ? 2 : 1);
    }
  });

  it('lets the student withdraw a shortlisted application, written to the history', async () => {
    const { id, employer, student } = await applicationIn('shortlisted');
    expect((await withdraw(id, student.cookie)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('withdrawn');
    const history = await studentHistory(id, student.cookie);
    expect(history.at(-1)).toMatchObject({
      from: 'shortlisted',
      to: 'withdrawn',
      actor: 'student',
    });
    // The employer no longer reads it (SPEC section 4: withdrawn is the student's to keep).
    const read = await app.inject({
      method: 'GET',
      url: `/employer/applications/${id}`,
      headers: { cookie: employer.cookie },
    });
    expect(read.statusCode).toBe(403);
  });

  it.each([
    ['hired', studentMessages.hiredCannotWithdraw],
    ['declined', studentMessages.declinedCannotWithdraw],
    ['rejected', studentMessages.rejectedCannotWithdraw],
    ['withdrawn', studentMessages.alreadyWithdrawn],
  ] as const)('refuses to withdraw a %s application', async (status, detail) => {
    const { id, student } = await applicationIn(status);
    const refused = await withdraw(id, student.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail });
    expect(await statusOf(id)).toBe(status);
  });
});
