// Offers: the employer offers the job to a shortlisted or interviewed applicant (the pay is the
// listing's); the student accepts (hired) or declines; each side is mailed once; a hired
// application can no longer be withdrawn.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employerApplicationResponse,
  offerMessages,
  offerResponse,
  studentApplicationsResponse,
} from 'api-contract';
import { applications, type ApplicationStatus } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { studentMessages } from '../../src/accounts/students/messages';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { applicationAt, postAs } from './pipeline-fixtures';
import { build, engines } from '../helper';
import { TODAY } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('offers (%s)', (engine) => {
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

  const offer = (id: string, cookie: string, payload: object) =>
    postAs(app, cookie, `/employer/applications/${id}/offer`, payload);
  const answer = (id: string, cookie: string, accept: boolean) =>
    postAs(app, cookie, `/student/applications/${id}/offer`, { accept });
  const withdraw = (id: string, cookie: string) =>
    postAs(app, cookie, `/student/applications/${id}/withdraw`);
  const applicationIn = (status: ApplicationStatus = 'shortlisted') => applicationAt(app, status);
  const statusOf = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const terms = { start_date: '2026-03-16', hours_per_week: 12.5, note: 'Saturdays and Sundays.' };

  it.each(['shortlisted', 'interview'] as const)(
    'offers the job from %s; the student accepts and is hired, and cannot withdraw',
    async (status) => {
      const { id, employer, student } = await applicationIn(status);
      const offered = await offer(id, employer.cookie, terms);
      expect(offered.statusCode, offered.body).toBe(200);
      const made = offerResponse.parse(offered.json());
      expect(made).toEqual({
        status: 'offered',
        offer: {
          start_date: '2026-03-16',
          hours_per_week: 12.5,
          note: 'Saturdays and Sundays.',
          offered_at: clock.now().toISOString(),
          answered_at: null,
        },
      });
      const [offerMail, ...more] = await mailer.to(student.email);
      expect(more).toEqual([]);
      expect(offerMail?.subject).toBe('Job offer: Bookseller at Glebe Books');
      expect(offerMail?.text).toContain('Starts: 2026-03-16. Hours: 12.5 a week.');
      expect(offerMail?.text).toContain('accept or decline');

      const accepted = await answer(id, student.cookie, true);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(offerResponse.parse(accepted.json())).toMatchObject({
        status: 'hired',
        offer: { answered_at: clock.now().toISOString() },
      });
      const toEmployer = await mailer.to(employer.email);
      expect(toEmployer.map((mail) => mail.subject)).toEqual([
        'Sam Student accepted your offer for Bookseller',
      ]);

      // Hired is final: no second answer, no withdrawal, no employer move.
      expect((await answer(id, student.cookie, false)).statusCode).toBe(409);
      const refused = await withdraw(id, student.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: studentMessages.hiredCannotWithdraw });
      const rejected = await app.inject({
        method: 'POST',
        url: `/employer/applications/${id}/status`,
        headers: { cookie: employer.cookie },
        payload: { new_status: 'rejected' },
      });
      expect(rejected.json()).toEqual({ detail: employerMessages.applicationHired });
      expect(await statusOf(id)).toBe('hired');

      // Both sides read the offer and the history.
      const list = studentApplicationsResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/student/applications?limit=20',
            headers: { cookie: student.cookie },
          })
        ).json(),
      );
      const row = list.applications.find((application) => application.id === id);
      expect(row?.offer?.hours_per_week).toBe(12.5);
      expect(row?.history?.slice(-2).map((line) => [line.to, line.actor])).toEqual([
        ['offered', 'employer'],
        ['hired', 'student'],
      ]);
      const detail = employerApplicationResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/employer/applications/${id}`,
            headers: { cookie: employer.cookie },
          })
        ).json(),
      );
      expect(detail.status).toBe('hired');
      expect(detail.offer).toEqual(row?.offer);
      expect(detail.history).toEqual(row?.history);
    },
  );

  it('the student declines: declined is final, and the employer is told', async () => {
    const { id, employer, student } = await applicationIn();
    await offer(id, employer.cookie, terms);
    const declined = await answer(id, student.cookie, false);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await mailer.last(employer.email)).subject).toBe(
      'Sam Student declined your offer for Bookseller',
    );
    const again = await offer(id, employer.cookie, terms);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: employerMessages.offerDeclined });
    expect((await withdraw(id, student.cookie)).json()).toEqual({
      detail: studentMessages.declinedCannotWithdraw,
    });
  });

  it('refuses an offer too early, twice, with bad terms, or to another employer', async () => {
    for (const status of ['submitted', 'seen'] as const) {
      const early = await applicationIn(status);
      const refused = await offer(early.id, early.employer.cookie, terms);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: employerMessages.offerNeedsShortlist });
    }
    const { id, employer, student } = await applicationIn();
    const past = await offer(id, employer.cookie, { ...terms, start_date: '2026-03-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ detail: offerMessages.startInPast });
    for (const hours of [0, -1, 61, 7.25]) {
      const bad = await offer(id, employer.cookie, { ...terms, hours_per_week: hours });
      expect([hours, bad.statusCode]).toEqual([hours, 400]);
    }
    expect(await statusOf(id)).toBe('shortlisted');
    expect(await mailer.to(student.email)).toEqual([]);

    const other = await applicationIn();
    expect((await offer(id, other.employer.cookie, terms)).statusCode).toBe(404);
    expect((await answer(id, other.student.cookie, true)).statusCode).toBe(404);

    expect((await offer(id, employer.cookie, { ...terms, start_date: TODAY })).statusCode).toBe(
      200,
    );
    const twice = await offer(id, employer.cookie, terms);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: employerMessages.offerWaiting });
    expect(await mailer.to(student.email)).toHaveLength(1);
  });

  it('refuses an answer when no offer is waiting', async () => {
    const { id, student } = await applicationIn('interview');
    const refused = await answer(id, student.cookie, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: studentMessages.noOfferToAnswer });
    expect(await statusOf(id)).toBe('interview');
  });

  it('serialises an acceptance and a rejection sent together: one wins, the history is one chain', async () => {
    const { id, employer, student } = await applicationIn();
    await offer(id, employer.cookie, terms);
    const [accepted, rejected] = await Promise.all([
      answer(id, student.cookie, true),
      app.inject({
        method: 'POST',
        url: `/employer/applications/${id}/status`,
        headers: { cookie: employer.cookie },
        payload: { new_status: 'rejected' },
      }),
    ]);
    expect([accepted.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    expect(['hired', 'rejected']).toContain(await statusOf(id));
  });
});
