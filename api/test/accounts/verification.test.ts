// Verified students: which addresses count, the code's rules, one address per account,
// 12 months and the reminder before they end, and what the student and employers see.
import type { FastifyInstance } from 'fastify';
import type { StudentVerification } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentVerifications } from '../../src/db/schema';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { verificationMessages } from '../../src/accounts/verification/messages';
import { createApplication } from '../applications/fixtures';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';

let counter = 0;
/** A fresh address at a student domain, so tests sharing an app never meet each other's. */
const address = (domain: string) => {
  counter += 1;
  return `z${Date.now().toString(36)}${counter}@${domain}`;
};

describe.each(engines)('student verification (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock('2026-11-25T02:00:00.000Z');

  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now });
  });
  afterAll(() => app.close());

  const student = async () => {
    const { id, email } = await createStudent(app.db);
    return { id, email, cookie: await sessionCookie(app, id) };
  };
  const request = (cookie: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/student/verification',
      headers: { cookie },
      payload: { email },
    });
  const confirm = (cookie: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/student/verification/confirm',
      headers: { cookie },
      payload: { code },
    });
  const profile = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/student/profile', headers: { cookie } })).json<{
      verification: StudentVerification | null;
    }>().verification;
  /** A code that is not the one mailed. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Verifies a new student with a new address at `domain`; returns them and the address. */
  const verified = async (domain = 'ad.unsw.edu.au') => {
    const me = await student();
    const uni = address(domain);
    expect((await request(me.cookie, uni)).statusCode).toBe(200);
    const done = await confirm(me.cookie, await mailer.code(uni));
    expect(done.statusCode, done.body).toBe(200);
    return { ...me, uni, verification: done.json<StudentVerification>() };
  };

  describe('which addresses count', () => {
    it.each([
      ['ad.unsw.edu.au', 'UNSW'],
      ['student.unsw.edu.au', 'UNSW'],
      ['uni.sydney.edu.au', 'University of Sydney'],
      ['student.uts.edu.au', 'UTS'],
      ['studytafensw.edu.au', 'TAFE NSW'],
      ['student.monash.edu', 'Monash'],
      ['tafe.wa.edu.au', 'TAFE WA'],
    ])('takes a student address at %s (%s) and mails it a code', async (domain, institution) => {
      const me = await student();
      const uni = address(domain);
      const asked = await request(me.cookie, `  ${uni.toUpperCase()} `);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual({
        email: uni,
        institution,
        code_expires_at: new Date(clock.now().getTime() + 15 * MINUTE_MS).toISOString(),
      });
      const mail = await mailer.last(uni);
      expect(mail.subject).toBe('Your Student Gigs student verification code');
      expect(mail.text).toMatch(/\b\d{6}\b/);
    });

    it.each([
      ['gmail.com', verificationMessages.notStudentAddress],
      ['outlook.com.au', verificationMessages.notStudentAddress],
      // A school and a small training provider share the .edu.au suffix.
      ['education.nsw.gov.au', verificationMessages.notStudentAddress],
      ['sydneyboys.nsw.edu.au', verificationMessages.notStudentAddress],
      ['acme-training.edu.au', verificationMessages.notStudentAddress],
      // Only the exact domains listed: a subdomain of a student domain is not one of them.
      ['mail.ad.unsw.edu.au', verificationMessages.notStudentAddress],
      ['alumni.uts.edu.au', verificationMessages.alumni],
      ['old.alumni.anu.edu.au', verificationMessages.alumni],
      ['sydney.edu.au', verificationMessages.staff('uni.sydney.edu.au')],
      ['unsw.edu.au', verificationMessages.staff('ad.unsw.edu.au')],
      ['torrens.edu.au', verificationMessages.abused],
    ])(
      'refuses %s, saying why and which addresses count, and mails nothing',
      async (domain, detail) => {
        const me = await student();
        const other = address(domain);
        const refused = await request(me.cookie, other);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ detail });
        expect(await mailer.to(other)).toEqual([]);
      },
    );

    it('is for students: an employer is refused', async () => {
      const employer = await createEmployer(app.db);
      const asked = await request(await sessionCookie(app, employer), address('ad.unsw.edu.au'));
      expect(asked.statusCode).toBe(403);
    });
  });

  describe("the code's rules", () => {
    it('verifies for 12 months with the mailed code, and the profile says so', async () => {
      const me = await student();
      expect(await profile(me.cookie)).toBeNull();
      const uni = address('uni.sydney.edu.au');
      await request(me.cookie, uni);
      const done = await confirm(me.cookie, await mailer.code(uni));
      expect(done.statusCode).toBe(200);
      const now = clock.now();
      const yearOn = new Date(now);
      yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
      const expected = {
        institution: 'University of Sydney',
        verified_at: now.toISOString(),
        expires_at: yearOn.toISOString(),
      };
      expect(done.json()).toEqual(expected);
      expect(await profile(me.cookie)).toEqual(expected);
      // The code works once.
      expect((await confirm(me.cookie, await mailer.code(uni))).json()).toEqual({
        detail: verificationMessages.noCode,
      });
    });

    it('ends the code after five wrong tries', async () => {
      const me = await student();
      const uni = address('ad.unsw.edu.au');
      await request(me.cookie, uni);
      const code = await mailer.code(uni);
      for (let i = 0; i < 4; i += 1) {
        expect((await confirm(me.cookie, wrong(code))).json()).toEqual({
          detail: verificationMessages.wrongCode,
        });
      }
      expect((await confirm(me.cookie, wrong(code))).json()).toEqual({
        detail: verificationMessages.tooManyWrongCodes,
      });
      expect((await confirm(me.cookie, code)).statusCode).toBe(400);
      expect(await profile(me.cookie)).toBeNull();
    });

    it('lets five guesses at once count, so none slips past the fifth', async () => {
      const me = await student();
      const uni = address('ad.unsw.edu.au');
      await request(me.cookie, uni);
      const code = await mailer.code(uni);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => confirm(me.cookie, wrong(code))),
      );
      expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
      expect((await confirm(me.cookie, code)).statusCode).toBe(400);
    });

    it('expires the code after 15 minutes', async () => {
      const me = await student();
      const uni = address('student.uts.edu.au');
      await request(me.cookie, uni);
      const code = await mailer.code(uni);
      clock.advance(15 * MINUTE_MS);
      // A new session: the access cookie lasts 15 minutes too.
      const later = await sessionCookie(app, me.id);
      expect((await confirm(later, code)).json()).toEqual({
        detail: verificationMessages.codeExpired,
      });
    });

    it('sends a new code at most once a minute, and the new one replaces the old', async () => {
      const me = await student();
      const uni = address('studytafensw.edu.au');
      await request(me.cookie, uni);
      const first = await mailer.code(uni);
      const soon = await request(me.cookie, uni);
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toEqual({ detail: verificationMessages.resendTooSoon });
      expect(soon.headers['retry-after']).toBe('60');
      clock.advance(MINUTE_MS);
      expect((await request(me.cookie, uni)).statusCode).toBe(200);
      const second = await mailer.code(uni);
      expect(await mailer.to(uni)).toHaveLength(2);
      if (first !== second) {
        expect((await confirm(me.cookie, first)).json()).toEqual({
          detail: verificationMessages.wrongCode,
        });
      }
      expect((await confirm(me.cookie, second)).statusCode).toBe(200);
    });
  });

  describe('one address, one account', () => {
    it('refuses an address that verifies another account, at the confirm, until it is freed', async () => {
      const first = await verified('student.rmit.edu.au');
      const second = await student();
      // Asking says nothing of who holds it: anyone could ask about any address.
      expect((await request(second.cookie, first.uni)).statusCode).toBe(200);
      const taken = await confirm(second.cookie, await mailer.code(first.uni));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: verificationMessages.addressTaken });
      expect(await profile(second.cookie)).toBeNull();
      // The first student may prove it again (a renewal).
      clock.advance(MINUTE_MS);
      expect((await request(first.cookie, first.uni)).statusCode).toBe(200);
      // Once the first one removes theirs, the address is free.
      const removed = await app.inject({
        method: 'DELETE',
        url: '/student/verification',
        headers: { cookie: first.cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect(await profile(first.cookie)).toBeNull();
      clock.advance(MINUTE_MS);
      expect((await request(second.cookie, first.uni)).statusCode).toBe(200);
      expect((await confirm(second.cookie, await mailer.code(first.uni))).statusCode).toBe(200);
    });

    it('takes a +tag as the mailbox it reaches, so one mailbox verifies one account', async () => {
      const first = await verified('ad.unsw.edu.au');
      const [local, domain] = first.uni.split('@');
      const second = await student();
      const tagged = await request(second.cookie, `${local}+Jobs@${domain}`);
      expect(tagged.statusCode).toBe(200);
      expect(tagged.json<{ email: string }>().email).toBe(first.uni);
      const taken = await confirm(second.cookie, await mailer.code(first.uni));
      expect(taken.statusCode).toBe(409);
    });

    it('lets only one of two accounts that got codes for one address at once keep it', async () => {
      const [a, b] = [await student(), await student()];
      const uni = address('student.unimelb.edu.au');
      await request(a.cookie, uni);
      const codeA = await mailer.code(uni);
      await request(b.cookie, uni);
      const codeB = await mailer.code(uni);
      expect((await confirm(a.cookie, codeA)).statusCode).toBe(200);
      const late = await confirm(b.cookie, codeB);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ detail: verificationMessages.addressTaken });
      expect(await profile(b.cookie)).toBeNull();
    });
  });

  describe('12 months, and the reminder', () => {
    it('mails the student two weeks before it ends, once, and drops it when it ends', async () => {
      const me = await verified('student.curtin.edu.au');
      const endsAt = Date.parse(me.verification.expires_at);
      const reminders = async () =>
        (await mailer.to(me.email)).filter((mail) => mail.subject.includes('verification ends'));
      // A day more than two weeks before: nothing yet.
      clock.advance(endsAt - 15 * DAY_MS - clock.now().getTime());
      await app.runScheduledTasks();
      expect(await reminders()).toHaveLength(0);
      clock.advance(DAY_MS);
      await app.runScheduledTasks();
      const [reminder, ...more] = await reminders();
      expect(more).toHaveLength(0);
      const endsOn = new Date(endsAt).toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Australia/Sydney',
      });
      expect(reminder?.subject).toBe(`Your Student Gigs student verification ends on ${endsOn}`);
      expect(reminder?.text).toContain('/profile/student');
      clock.advance(2 * DAY_MS);
      await app.runScheduledTasks();
      expect(await reminders()).toHaveLength(1);
      // It ends: the profile no longer shows it, and the address is deleted.
      clock.advance(endsAt - clock.now().getTime());
      expect(await profile(await sessionCookie(app, me.id))).toBeNull();
      clock.advance(2 * 60 * MINUTE_MS);
      await app.runScheduledTasks();
      const rows = await app.db.select().from(studentVerifications);
      expect(rows.map((row) => row.email)).not.toContain(me.uni);
    });
  });

  describe('what employers see', () => {
    it('shows the verification on the applicant list and the application, and nothing for others', async () => {
      const employerId = await createEmployer(app.db, 'Badge Cafe');
      const employerCookie = await sessionCookie(app, employerId);
      const listing = await createListing(app.db, { employerId });
      const sure = await verified('ad.unsw.edu.au');
      const plain = await student();
      const verifiedApplication = await createApplication(app, {
        listingId: listing.id,
        studentId: sure.id,
      });
      const plainApplication = await createApplication(app, {
        listingId: listing.id,
        studentId: plain.id,
      });
      const list = await app.inject({
        method: 'GET',
        url: `/employer/listings/${listing.id}/applications`,
        headers: { cookie: employerCookie },
      });
      const rows = list.json<{
        applications: { id: string; verification: StudentVerification | null }[];
      }>().applications;
      const byId = new Map(rows.map((row) => [row.id, row.verification]));
      expect(byId.get(verifiedApplication.id)).toEqual(sure.verification);
      expect(byId.get(plainApplication.id)).toBeNull();
      const detail = async (id: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/employer/applications/${id}`,
            headers: { cookie: employerCookie },
          })
        ).json<{ applicant: { verification: StudentVerification | null } }>().applicant
          .verification;
      expect(await detail(verifiedApplication.id)).toEqual(sure.verification);
      expect(await detail(plainApplication.id)).toBeNull();
    });
  });
});

describe.each(engines)('verification limits (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock('2026-11-25T02:00:00.000Z');
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      rateLimits: { mail: { account: { max: 2, windowMs: DAY_MS } } },
    });
  });
  afterAll(() => app.close());

  it("counts each code against the address's daily mail cap", async () => {
    const uni = address('ad.unsw.edu.au');
    const ask = async () => {
      const { id } = await createStudent(app.db);
      clock.advance(MINUTE_MS);
      return app.inject({
        method: 'POST',
        url: '/student/verification',
        headers: { cookie: await sessionCookie(app, id) },
        payload: { email: uni },
      });
    };
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const capped = await ask();
    expect(capped.statusCode).toBe(429);
    expect(await mailer.to(uni)).toHaveLength(2);
  });

  it('lets a student try only a few addresses in a quarter hour', async () => {
    const { id } = await createStudent(app.db);
    const cookie = await sessionCookie(app, id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      clock.advance(MINUTE_MS);
      const answer = await app.inject({
        method: 'POST',
        url: '/student/verification',
        headers: { cookie },
        payload: { email: address('student.uwa.edu.au') },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
