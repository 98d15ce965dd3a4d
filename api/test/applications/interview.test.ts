// Interview times: the employer offers 1 to 3 future times to a shortlisted applicant, the student
// picks one or asks for others; the mails each go once, with calendar files that parse back.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewMessages, interviewResponse, studentApplicationsResponse } from 'api-contract';
import { applications, type ApplicationStatus } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { studentMessages } from '../../src/accounts/students/messages';
import type { MailAttachment, MailMessage } from '../../src/mail/mail-types';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { applicationAt, postAs } from './pipeline-fixtures';
import { build, engines } from '../helper';
import { tempDataDir } from '../upload-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar file parsed back with ical.js: its METHOD and its one event's properties. */
function parseCalendar(file: MailAttachment) {
  expect(file.contentType).toContain('text/calendar');
  // RFC 5545: lines end in CRLF and are folded at 75 octets.
  const lines = file.content.split('\r\n');
  expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(file.content) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0] as ICAL.Component;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    version: calendar.getFirstPropertyValue('version'),
    uid: event.getFirstPropertyValue('uid'),
    start: start.toJSDate().toISOString(),
    // DTSTART in UTC: the form with a trailing Z, so no calendar reads it as floating local time.
    startLine: lines.find((line) => line.startsWith('DTSTART')),
    location: event.getFirstPropertyValue('location'),
    summary: event.getFirstPropertyValue('summary'),
  };
}

describe.each(engines)('interview times (%s)', (engine) => {
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

  const inDays = (days: number, hour = 0) =>
    new Date(clock.now().getTime() + days * DAY_MS + hour * 3_600_000).toISOString();

  const invite = (id: string, cookie: string, payload: object) =>
    postAs(app, cookie, `/employer/applications/${id}/interview`, payload);
  const answer = (id: string, cookie: string, payload: object) =>
    postAs(app, cookie, `/student/applications/${id}/interview`, payload);
  const applicationIn = (status: ApplicationStatus = 'shortlisted') => applicationAt(app, status);
  const statusOf = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const attachmentsOf = (mail: MailMessage | undefined) => mail?.attachments ?? [];

  it('invites a shortlisted applicant: the student is mailed each time as a calendar file', async () => {
    const { id, employer, student } = await applicationIn();
    const times = [inDays(3, 2), inDays(2, 5)];
    const invited = await invite(id, employer.cookie, {
      slots: times,
      where: 'Glebe Books, 49 Glebe Point Rd',
      note: 'Ask for Ana.',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(interviewResponse.parse(invited.json())).toEqual({
      status: 'interview',
      interview: {
        where: 'Glebe Books, 49 Glebe Point Rd',
        note: 'Ask for Ana.',
        // Earliest first.
        slots: [
          { starts_at: times[1], chosen: false },
          { starts_at: times[0], chosen: false },
        ],
      },
    });
    expect(await statusOf(id)).toBe('interview');

    const mails = await mailer.to(student.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Interview invitation: Bookseller at Glebe Books');
    expect(mail?.text).toContain('pick the time');
    const files = attachmentsOf(mail).map(parseCalendar);
    expect(files.map((file) => file.start)).toEqual([times[1], times[0]]);
    for (const file of files) {
      expect(file.method).toBe('PUBLISH');
      expect(file.version).toBe('2.0');
      expect(file.startLine).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(file.location).toBe('Glebe Books, 49 Glebe Point Rd');
      expect(file.summary).toBe('Interview: Bookseller at Glebe Books');
    }
    expect(new Set(files.map((file) => file.uid)).size).toBe(2);

    // The student's list shows the times, and the history the move.
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
    expect(row?.interview?.slots).toHaveLength(2);
    expect(row?.history?.at(-1)).toMatchObject({
      from: 'shortlisted',
      to: 'interview',
      actor: 'employer',
      note: 'Ask for Ana.',
    });
  });

  it('refuses times in the past, more than three, repeated, and an application not shortlisted', async () => {
    const { id, employer } = await applicationIn();
    const past = await invite(id, employer.cookie, { slots: [inDays(-1)], where: 'Cafe' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ detail: interviewMessages.slotInPast });
    const now = await invite(id, employer.cookie, {
      slots: [clock.now().toISOString()],
      where: 'x',
    });
    expect(now.statusCode).toBe(400);
    const four = await invite(id, employer.cookie, {
      slots: [inDays(1), inDays(2), inDays(3), inDays(4)],
      where: 'Cafe',
    });
    expect(four.statusCode).toBe(400);
    const none = await invite(id, employer.cookie, { slots: [], where: 'Cafe' });
    expect(none.statusCode).toBe(400);
    const twice = await invite(id, employer.cookie, { slots: [inDays(1), inDays(1)], where: 'x' });
    expect(twice.statusCode).toBe(400);
    const blank = await invite(id, employer.cookie, { slots: [inDays(1)], where: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('shortlisted');

    for (const status of ['submitted', 'seen'] as const) {
      const early = await applicationIn(status);
      const refused = await invite(early.id, early.employer.cookie, {
        slots: [inDays(1)],
        where: 'Cafe',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: employerMessages.inviteNeedsShortlist });
    }
    for (const [status, detail] of [
      ['rejected', employerMessages.applicationRejectedFinal],
      ['hired', employerMessages.applicationHired],
      ['withdrawn', employerMessages.applicationWithdrawn],
    ] as const) {
      const closed = await applicationIn(status);
      const refused = await invite(closed.id, closed.employer.cookie, {
        slots: [inDays(1)],
        where: 'Cafe',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail });
    }
    const other = await applicationIn();
    expect(
      (await invite(other.id, employer.cookie, { slots: [inDays(1)], where: 'Cafe' })).statusCode,
    ).toBe(404);
  });

  it('the student picks a time: both sides get it once, as a calendar file with the same UID', async () => {
    const { id, employer, student } = await applicationIn();
    const times = [inDays(2), inDays(4)];
    await invite(id, employer.cookie, { slots: times, where: 'Cafe' });
    const invitationFiles = attachmentsOf(await mailer.last(student.email)).map(parseCalendar);

    const picked = await answer(id, student.cookie, { slot: times[1] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(interviewResponse.parse(picked.json()).interview.slots).toEqual([
      { starts_at: times[0], chosen: false },
      { starts_at: times[1], chosen: true },
    ]);
    // Picking it again sends nothing new.
    expect((await answer(id, student.cookie, { slot: times[1] })).statusCode).toBe(200);

    const toEmployer = await mailer.to(employer.email);
    expect(toEmployer).toHaveLength(1);
    expect(toEmployer[0]?.text).toContain('Sam Student picked');
    const confirmations = (await mailer.to(student.email)).slice(1);
    expect(confirmations).toHaveLength(1);
    const employerFile = parseCalendar(attachmentsOf(toEmployer[0])[0] as MailAttachment);
    const studentFile = parseCalendar(attachmentsOf(confirmations[0])[0] as MailAttachment);
    expect(employerFile.start).toBe(times[1]);
    expect(studentFile.uid).toBe(employerFile.uid);
    // The same entry the invitation's file for that time made: calendars update it.
    expect(employerFile.uid).toBe(invitationFiles[1]?.uid);
    expect(await statusOf(id)).toBe('interview');
  });

  it('refuses a time not offered, one already past, and answers without an invitation', async () => {
    const { id, employer, student } = await applicationIn();
    // Soon enough to pass while the sessions made above still hold.
    const soon = new Date(clock.now().getTime() + 5 * 60_000).toISOString();
    await invite(id, employer.cookie, { slots: [soon, inDays(5)], where: 'Cafe' });
    const notOffered = await answer(id, student.cookie, { slot: inDays(3) });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json()).toEqual({ detail: studentMessages.slotNotOffered });

    clock.advance(6 * 60_000);
    const past = await answer(id, student.cookie, { slot: soon });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ detail: interviewMessages.slotInPast });

    const other = await applicationIn();
    expect((await answer(id, other.student.cookie, { slot: inDays(5) })).statusCode).toBe(404);
    const noInvitation = await answer(other.id, other.student.cookie, { slot: inDays(5) });
    expect(noInvitation.statusCode).toBe(409);
    expect(noInvitation.json()).toEqual({ detail: studentMessages.noInterviewToAnswer });
    // Asking for other times needs a note saying which would suit.
    expect((await answer(id, student.cookie, { slot: null })).statusCode).toBe(400);
  });

  it('asks for other times: the employer is mailed the note, and new times replace the old', async () => {
    const { id, employer, student } = await applicationIn();
    const first = inDays(1);
    await invite(id, employer.cookie, { slots: [first], where: 'Cafe' });
    await answer(id, student.cookie, { slot: first });
    const asked = await answer(id, student.cookie, {
      slot: null,
      note: 'I have exams this week; any afternoon next week suits.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // The time picked before no longer holds.
    expect(interviewResponse.parse(asked.json()).interview.slots).toEqual([
      { starts_at: first, chosen: false },
    ]);
    const toEmployer = await mailer.last(employer.email);
    expect(toEmployer.subject).toBe('Sam Student asks for other interview times');
    expect(toEmployer.text).toContain('any afternoon next week suits');

    const later = inDays(8);
    const again = await invite(id, employer.cookie, { slots: [later], where: 'Cafe, upstairs' });
    expect(again.statusCode, again.body).toBe(200);
    expect(interviewResponse.parse(again.json()).interview).toEqual({
      where: 'Cafe, upstairs',
      note: null,
      slots: [{ starts_at: later, chosen: false }],
    });
    const invitations = (await mailer.to(student.email)).filter((mail) =>
      mail.subject.startsWith('Interview invitation'),
    );
    expect(invitations).toHaveLength(2);
    // The old time is gone.
    const stale = await answer(id, student.cookie, { slot: first });
    expect(stale.statusCode).toBe(409);
  });
});
