// The thread of an application: only its student and its listing's employer read and write it;
// it opens at shortlisted with the employer's first message and closes 30 days after the listing
// closes; pages are newest first; reading marks the other side's messages read; the other side is
// mailed at most once a quarter-hour; each application's unread messages are counted in both
// sides' lists; an employer's message with scam signals warns the student and reaches the
// moderators, as does a student's report; each sender has hourly and daily limits.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingApplicationsResponse,
  moderatedMessagesResponse,
  studentApplicationsResponse,
  SCAM_WARNING,
  threadMessage,
  threadMessages,
  threadResponse,
  unreadMessagesResponse,
} from 'api-contract';
import { applicationMessages, listings, type ApplicationStatus } from '../../src/db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
  sessionCookie,
} from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';
import { createApplication } from './fixtures';
import { applicationAt, postAs } from './pipeline-fixtures';

describe.each(engines)('the thread of an application (%s)', (engine) => {
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

  type Side = 'student' | 'employer';
  const url = (side: Side, id: string) => `/${side}/applications/${id}/messages`;
  const send = (side: Side, id: string, cookie: string, body: string) =>
    postAs(app, cookie, url(side, id), { body });
  const read = (side: Side, id: string, cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `${url(side, id)}${query}`, headers: { cookie } });
  const messageCount = async (id: string) =>
    (
      await app.db
        .select()
        .from(applicationMessages)
        .where(eq(applicationMessages.applicationId, id))
    ).length;
  const threadAt = (status: ApplicationStatus = 'shortlisted') => applicationAt(app, status);
  /** Moves the clock to the start of the next quarter-hour, where a mail bucket starts. */
  const toNextQuarterHour = () =>
    clock.advance(15 * MINUTE_MS - (clock.now().getTime() % (15 * MINUTE_MS)));

  it('lets the employer write first, then the student reply; both read the thread newest first', async () => {
    const { id, employer, student } = await threadAt();
    const early = await send('student', id, student.cookie, 'Hello, any news?');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: threadMessages.employerWritesFirst });
    expect(await messageCount(id)).toBe(0);

    const first = await send('employer', id, employer.cookie, 'Are you free on Monday at 10?');
    expect(first.statusCode, first.body).toBe(201);
    expect(threadMessage.parse(first.json())).toMatchObject({
      from: 'employer',
      mine: true,
      body: 'Are you free on Monday at 10?',
      sent_at: clock.now().toISOString().replace('Z', '000Z'),
      read_at: null,
      warning: null,
    });
    clock.advance(MINUTE_MS);
    const reply = await send('student', id, student.cookie, '  Yes, Monday at 10 suits me.  ');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from: 'student', body: 'Yes, Monday at 10 suits me.' });

    const seen = await read('student', id, student.cookie);
    expect(seen.statusCode).toBe(200);
    const page = threadResponse.parse(seen.json());
    expect(page.can_send).toBe(true);
    expect(page.closed_reason).toBeNull();
    expect(page.messages.map((m) => [m.from, m.mine])).toEqual([
      ['student', true],
      ['employer', false],
    ]);
  });

  it('is closed before shortlisted, and for withdrawn, rejected and declined; hired keeps it', async () => {
    for (const status of ['submitted', 'seen'] as const) {
      const { id, employer, student } = await threadAt(status);
      const refused = await send('employer', id, employer.cookie, 'Hello');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: threadMessages.notOpenYetForEmployer });
      // Each side reads why in its own words.
      const studentPage = threadResponse.parse((await read('student', id, student.cookie)).json());
      expect(studentPage.closed_reason).toBe(threadMessages.notOpenYet);
    }
    for (const status of ['withdrawn', 'rejected', 'declined'] as const) {
      const { id, employer } = await threadAt(status);
      const refused = await send('employer', id, employer.cookie, 'Hello');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: threadMessages.applicationClosed });
      expect(await messageCount(id)).toBe(0);
      const page = threadResponse.parse((await read('employer', id, employer.cookie)).json());
      expect(page).toMatchObject({
        can_send: false,
        closed_reason: threadMessages.applicationClosed,
      });
    }
    const hired = await threadAt('hired');
    const welcome = await send('employer', hired.id, hired.employer.cookie, 'Welcome aboard!');
    expect(welcome.statusCode).toBe(201);
  });

  it('closes 30 days after the listing closed', async () => {
    const { id, listingId, employer, student } = await threadAt('hired');
    expect((await send('employer', id, employer.cookie, 'See you Monday.')).statusCode).toBe(201);
    await app.db
      .update(listings)
      .set({ status: 'closed', closeOutcome: 'filled', closedAt: clock.now() })
      .where(eq(listings.id, listingId));
    clock.advance(30 * DAY_MS - MINUTE_MS);
    // A month on, the student signs in again.
    const cookie = await sessionCookie(app, student.id);
    expect((await send('student', id, cookie, 'Thank you!')).statusCode).toBe(201);
    clock.advance(MINUTE_MS);
    const late = await send('student', id, cookie, 'One more thing.');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: threadMessages.listingClosed });
    const page = threadResponse.parse((await read('student', id, cookie)).json());
    expect(page).toMatchObject({ can_send: false, closed_reason: threadMessages.listingClosed });
    expect(page.messages).toHaveLength(2);
  });

  it('closes 30 days after the expiry date passed, and at once when the listing was taken down', async () => {
    const daysAgo = (days: number) =>
      new Date(clock.now().getTime() - days * DAY_MS).toISOString().slice(0, 10);
    const expired = await threadAt('interview');
    const expire = (date: string) =>
      app.db
        .update(listings)
        .set({ status: 'expired', expiryDate: date })
        .where(eq(listings.id, expired.listingId));
    await expire(daysAgo(28));
    const within = await send('employer', expired.id, expired.employer.cookie, 'Still keen?');
    expect(within.statusCode).toBe(201);
    await expire(daysAgo(32));
    const after = await send('employer', expired.id, expired.employer.cookie, 'Still keen?');
    expect(after.json()).toEqual({ detail: threadMessages.listingClosed });

    const removed = await threadAt('shortlisted');
    await app.db
      .update(listings)
      .set({ status: 'removed' })
      .where(eq(listings.id, removed.listingId));
    const refused = await send('employer', removed.id, removed.employer.cookie, 'Hello');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: threadMessages.listingRemoved });
  });

  it('answers 404 to another student and another employer, and writes nothing', async () => {
    const { id, employer } = await threadAt();
    expect((await send('employer', id, employer.cookie, 'Hello there.')).statusCode).toBe(201);
    const other = await createStudent(app.db);
    const otherStudent = await sessionCookie(app, other.id);
    const otherEmployer = await sessionCookie(app, await createEmployer(app.db, 'Other Cafe'));
    for (const [side, cookie] of [
      ['student', otherStudent],
      ['employer', otherEmployer],
    ] as const) {
      expect((await read(side, id, cookie)).statusCode).toBe(404);
      expect((await send(side, id, cookie, 'Let me in.')).statusCode).toBe(404);
    }
    const visitor = await app.inject({ method: 'GET', url: url('student', id) });
    expect(visitor.statusCode).toBe(401);
    expect(await messageCount(id)).toBe(1);
    const [row] = await app.db
      .select({ readAt: applicationMessages.readAt })
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, id));
    expect(row?.readAt).toBeNull();
  });

  it('pages newest first with the keyset cursor', async () => {
    const { id, employer } = await threadAt();
    for (const n of [1, 2, 3, 4, 5]) {
      await send('employer', id, employer.cookie, `Message ${n}`);
      clock.advance(1000);
    }
    const first = threadResponse.parse(
      (await read('employer', id, employer.cookie, '?limit=2')).json(),
    );
    expect(first.messages.map((m) => m.body)).toEqual(['Message 5', 'Message 4']);
    const last = first.messages.at(-1);
    const next = threadResponse.parse(
      (
        await read(
          'employer',
          id,
          employer.cookie,
          `?limit=2&before_created_at=${encodeURIComponent(last?.sent_at ?? '')}&before_id=${last?.id}`,
        )
      ).json(),
    );
    expect(next.messages.map((m) => m.body)).toEqual(['Message 3', 'Message 2']);
  });

  it("counts unread messages per user, and reading marks the other side's read", async () => {
    const { id, employer, student } = await threadAt();
    const unread = async (side: Side, cookie: string) =>
      unreadMessagesResponse.parse(
        (
          await app.inject({ method: 'GET', url: `/${side}/messages/unread`, headers: { cookie } })
        ).json(),
      ).unread;
    await send('employer', id, employer.cookie, 'First.');
    await send('employer', id, employer.cookie, 'Second.');
    expect(await unread('student', student.cookie)).toBe(2);
    expect(await unread('employer', employer.cookie)).toBe(0);
    await read('employer', id, employer.cookie);
    expect(await unread('student', student.cookie)).toBe(2);
    clock.advance(MINUTE_MS);
    const page = threadResponse.parse((await read('student', id, student.cookie)).json());
    expect(
      page.messages.every((m) => m.read_at === clock.now().toISOString().replace('Z', '000Z')),
    ).toBe(true);
    expect(await unread('student', student.cookie)).toBe(0);
  });

  it("counts each application's unread messages in both sides' lists of applications", async () => {
    const { id, listingId, employer, student } = await threadAt();
    const second = await createListing(app.db, { employerId: employer.id, title: 'Stocktaker' });
    const other = await createApplication(app, {
      listingId: second.id,
      studentId: student.id,
      status: 'interview',
    });
    const studentRows = async () =>
      studentApplicationsResponse
        .parse(
          (
            await app.inject({
              method: 'GET',
              url: '/student/applications',
              headers: { cookie: student.cookie },
            })
          ).json(),
        )
        .applications.map((row) => [row.id, row.unread_messages]);
    const employerRows = async (listing: string) =>
      listingApplicationsResponse
        .parse(
          (
            await app.inject({
              method: 'GET',
              url: `/employer/listings/${listing}/applications`,
              headers: { cookie: employer.cookie },
            })
          ).json(),
        )
        .applications.map((row) => [row.id, row.unread_messages]);

    expect(await studentRows()).toEqual([
      [other.id, 0],
      [id, 0],
    ]);
    await send('employer', id, employer.cookie, 'Can you start on Monday?');
    await send('employer', id, employer.cookie, 'Bring your tax file number.');
    await send('employer', other.id, employer.cookie, 'Your interview is at 10.');
    expect(await studentRows()).toEqual([
      [other.id, 1],
      [id, 2],
    ]);
    // The employer's own messages are not unread for the employer.
    expect(await employerRows(listingId)).toEqual([[id, 0]]);

    clock.advance(MINUTE_MS);
    await read('student', id, student.cookie);
    await send('student', id, student.cookie, 'Yes, Monday suits me.');
    await send('student', id, student.cookie, 'I will bring it.');
    expect(await studentRows()).toEqual([
      [other.id, 1],
      [id, 0],
    ]);
    expect(await employerRows(listingId)).toEqual([[id, 2]]);
    expect(await employerRows(second.id)).toEqual([[other.id, 0]]);
    await read('employer', id, employer.cookie);
    expect(await employerRows(listingId)).toEqual([[id, 0]]);
  });

  it('mails the other side at most once a quarter-hour, with the first words and a link', async () => {
    const { id, employer, student } = await threadAt();
    // Sessions last less than the quarter-hours this test waits: each message signs in anew.
    const sendAfresh = async (side: Side, userId: string, body: string) => {
      const sent = await send(side, id, await sessionCookie(app, userId), body);
      expect(sent.statusCode, sent.body).toBe(201);
    };
    toNextQuarterHour();
    const long =
      'Thanks for applying. Could you come in on Monday at ten for a short trial shift at the shop?';
    await sendAfresh('employer', employer.id, long);
    clock.advance(10 * MINUTE_MS);
    await sendAfresh('employer', employer.id, 'Also, bring your RSA certificate.');
    const [mail, ...more] = await mailer.to(student.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New message from Glebe Books about Bookseller');
    expect(mail?.text).toContain('"Thanks for applying. Could you come in on Monday at ten for…"');
    expect(mail?.text).toContain(`/profile/student/application?id=${id}`);

    clock.advance(6 * MINUTE_MS);
    await sendAfresh('employer', employer.id, 'See you then.');
    expect(await mailer.to(student.email)).toHaveLength(2);

    await sendAfresh('student', student.id, 'I will be there.');
    const [toEmployer] = await mailer.to(employer.email);
    expect(toEmployer?.subject).toBe('New message from Sam Student about Bookseller');
    expect(toEmployer?.text).toContain(`/profile/employer/viewapplication?id=${id}`);
  });

  it("warns the student of an employer's message with scam signals and lists it for moderators", async () => {
    const { id, employer, student } = await threadAt();
    const scam = 'Before you start, pay a $50 registration fee and text me on WhatsApp.';
    const sent = await send('employer', id, employer.cookie, scam);
    expect(sent.statusCode).toBe(201);
    // The employer is not told the message was flagged.
    expect(sent.json()).toMatchObject({ warning: null });
    const page = threadResponse.parse((await read('student', id, student.cookie)).json());
    expect(page.messages[0]).toMatchObject({ body: scam, warning: SCAM_WARNING });

    const moderator = await sessionCookie(app, (await createModerator(app.db)).id);
    const list = moderatedMessagesResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/moderator/messages',
          headers: { cookie: moderator },
        })
      ).json(),
    );
    const listed = list.messages.find((m) => m.application_id === id);
    expect(listed).toMatchObject({
      body: scam,
      report_reason: null,
      employer: { id: employer.id, business_name: 'Glebe Books' },
      listing: { title: 'Bookseller' },
    });
    expect(listed?.scam_signals).toEqual(expect.arrayContaining(['upfront_fee']));
  });

  it("lets the student report an employer's message to the moderators, never their own", async () => {
    const { id, employer, student } = await threadAt();
    const sent = threadMessage.parse(
      (await send('employer', id, employer.cookie, 'Come by at noon.')).json(),
    );
    const report = (messageId: string, cookie: string) =>
      postAs(app, cookie, `${url('student', id)}/${messageId}/report`, {
        reason: 'He keeps asking for my passport.',
      });
    const other = await sessionCookie(app, (await createStudent(app.db)).id);
    expect((await report(sent.id, other)).statusCode).toBe(404);
    const done = await report(sent.id, student.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ reported: true });
    const mine = threadMessage.parse((await send('student', id, student.cookie, 'Ok.')).json());
    expect((await report(mine.id, student.cookie)).statusCode).toBe(409);

    const page = threadResponse.parse((await read('student', id, student.cookie)).json());
    expect(page.messages.find((m) => m.id === sent.id)).toMatchObject({ reported: true });
    const moderator = await sessionCookie(app, (await createModerator(app.db)).id);
    const list = moderatedMessagesResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/moderator/messages',
          headers: { cookie: moderator },
        })
      ).json(),
    );
    expect(list.messages.find((m) => m.id === sent.id)).toMatchObject({
      scam_signals: [],
      report_reason: 'He keeps asking for my passport.',
    });
  });

  it('refuses a sender past 30 messages an hour with 429 and Retry-After', async () => {
    const { id, employer } = await threadAt();
    for (let n = 1; n <= 30; n += 1) {
      const sent = await send('employer', id, employer.cookie, `Note ${n}`);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const refused = await send('employer', id, employer.cookie, 'Note 31');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount(id)).toBe(30);
  });

  it('refuses a sender past 200 messages a day, though each hour is under its 30', async () => {
    const { id, employer } = await threadAt();
    const hourly = 30;
    let cookie = employer.cookie;
    // 30 an hour for six hours, then 20: 200 within the day's window, which the first opened.
    for (let sent = 0; sent < 200;) {
      const thisHour = Math.min(hourly, 200 - sent);
      for (let n = 0; n < thisHour; n += 1) {
        sent += 1;
        const ok = await send('employer', id, cookie, `Shift note ${sent}`);
        expect(ok.statusCode, ok.body).toBe(201);
      }
      if (sent < 200) {
        clock.advance(HOUR_MS);
        cookie = await sessionCookie(app, employer.id);
      }
    }
    expect(await messageCount(id)).toBe(200);
    const refused = await send('employer', id, cookie, 'Shift note 201');
    expect(refused.statusCode).toBe(429);
    // The day's window, not the hour's: it opened six hours ago, so it ends in about 18 hours.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(17 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(18 * 60 * 60);
    expect(await messageCount(id)).toBe(200);

    clock.advance(retryAfter * 1000);
    cookie = await sessionCookie(app, employer.id);
    const nextDay = await send('employer', id, cookie, 'A new day');
    expect(nextDay.statusCode, nextDay.body).toBe(201);
    // 201 messages, each a request with its mail row: longer than one request's test.
  }, 120_000);
});
