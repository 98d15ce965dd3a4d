// Mail through a real SMTP server (smtp-server, in this process): the sign-up code arrives with
// its text and html parts; an outage of the server delays mail and loses none; a refusal of the
// address is final. The queue's clock is the test's, so retries come due without waiting.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { EXPIRED_BEFORE_DELIVERY } from '../../src/mail/delivery';
import { calendarFile } from '../../src/mail/calendar';
import { enqueueMail } from '../../src/mail/queue';
import { post, TestClock, uniqueEmail } from '../auth-helpers';
import { freePort } from '../faults/api-process';
import { build, engines } from '../helper';

/** An SMTP server on `port` keeping every mail it accepts; `refuse` answers RCPT TO with 550. */
function smtpServer(received: ParsedMail[], refuse = new Set<string>()) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
}

function listen(server: SMTPServer, port: number) {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function close(server: SMTPServer) {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

interface QueueRow extends Record<string, unknown> {
  attempts: number;
  sent: boolean;
  failed: boolean;
  last_error: string | null;
  text_body: string;
}

describe.each(engines)('mail through a real SMTP server (%s)', (engine) => {
  const clock = new TestClock();
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  let port = 0;
  let server: SMTPServer | undefined;
  let app: FastifyInstance;

  const stopServer = async () => {
    if (server) await close(server);
    server = undefined;
  };

  const queueRow = async (email: string) => {
    const [row] = await queryRows<QueueRow>(
      app.db,
      sql`select attempts, sent_at is not null as sent, failed_at is not null as failed,
        last_error, text_body from mail_queue where recipient = ${email}`,
    );
    return row;
  };

  beforeAll(async () => {
    port = await freePort();
    server = smtpServer(received, refused);
    await listen(server, port);
    app = await build(engine, { clock: clock.now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterEach(async () => {
    // Every test leaves the server up for the next.
    if (!server) {
      server = smtpServer(received, refused);
      await listen(server, port);
    }
  });
  afterAll(async () => {
    await app.close();
    if (server) await close(server);
  });

  it('sends the sign-up code with text and html parts; the code verifies', async () => {
    const email = uniqueEmail('smtp');
    const started = await post(app, '/auth/signup/email', { email });
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;
    await app.mail.flush();

    const mail = received.find((m) => to(m) === email);
    expect(mail?.subject).toBe('Your Student Gigs verification code');
    expect(mail?.from?.text).toContain('Student Gigs');
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@/);
    expect(typeof mail?.html).toBe('string');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);

    const verified = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(verified.statusCode).toBe(200);
    // Delivered: the row keeps its outcome, not the code.
    expect(await queueRow(email)).toMatchObject({ attempts: 1, sent: true, text_body: '' });
  });

  it('keeps mail through an SMTP outage of 8 minutes and delivers it once, when the server is back', async () => {
    await stopServer();
    const email = uniqueEmail('outage');
    // The answer does not wait for the mail server.
    const started = await post(app, '/auth/signup/email', { email });
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;

    for (let minute = 0; minute < 8; minute += 1) {
      await app.mail.flush();
      clock.advance(MINUTE_MS);
    }
    const waiting = await queueRow(email);
    expect(waiting).toMatchObject({ sent: false, failed: false });
    expect(waiting?.attempts).toBeGreaterThanOrEqual(5);
    expect(waiting?.last_error).toMatch(/ECONNREFUSED/);
    expect(received.filter((m) => to(m) === email)).toEqual([]);

    server = smtpServer(received, refused);
    await listen(server, port);
    clock.advance(2 * MINUTE_MS);
    await app.mail.flush();
    clock.advance(2 * MINUTE_MS);
    await app.mail.flush();

    const mails = received.filter((m) => to(m) === email);
    expect(mails).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    const verified = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(verified.statusCode).toBe(200);
    expect(await queueRow(email)).toMatchObject({ sent: true, failed: false, last_error: null });
  });

  it('does not send a sign-up code that expired during the outage', async () => {
    await stopServer();
    const email = uniqueEmail('late');
    expect((await post(app, '/auth/signup/email', { email })).statusCode).toBe(200);
    for (let minute = 0; minute < 16; minute += 1) {
      await app.mail.flush();
      clock.advance(MINUTE_MS);
    }
    server = smtpServer(received, refused);
    await listen(server, port);
    clock.advance(2 * MINUTE_MS);
    await app.mail.flush();
    expect(received.filter((m) => to(m) === email)).toEqual([]);
    const row = await queueRow(email);
    expect(row).toMatchObject({ sent: false, failed: true, text_body: '' });
    expect(row?.last_error).toBe(EXPIRED_BEFORE_DELIVERY);
  });

  it('sends a calendar file attached to its mail, and keeps it no longer once sent', async () => {
    const email = uniqueEmail('calendar');
    const file = calendarFile(
      {
        uid: 'interview-1@studentgigs.test',
        startsAt: new Date('2026-03-05T01:30:00.000Z'),
        summary: 'Interview: Bookseller at Glebe Books',
        location: 'Glebe Books',
        description: 'Ask for Ana.',
        now: clock.now(),
      },
      'interview-1.ics',
    );
    await app.db.transaction((tx) =>
      enqueueMail(
        tx,
        `calendar-test:${email}`,
        {
          to: email,
          subject: 'Interview',
          text: 'See the file.',
          html: '<p>See the file.</p>',
          attachments: [file],
        },
        clock.now(),
      ),
    );
    await app.mail.flush();
    const mail = received.find((m) => to(m) === email);
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe('interview-1.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    expect(attachment?.content.toString('utf8')).toBe(file.content);
    const [row] = await queryRows<{ attachments: unknown }>(
      app.db,
      sql`select attachments from mail_queue where recipient = ${email}`,
    );
    expect(row?.attachments).toBeNull();
  });

  it('gives up at once when the server refuses the address for good (550)', async () => {
    const email = uniqueEmail('refused');
    refused.add(email);
    expect((await post(app, '/auth/signup/email', { email })).statusCode).toBe(200);
    await app.mail.flush();
    clock.advance(60 * MINUTE_MS);
    await app.mail.flush();
    const row = await queueRow(email);
    expect(row).toMatchObject({ attempts: 1, sent: false, failed: true, text_body: '' });
    expect(row?.last_error).toMatch(/550|No such user/);
  });
});
