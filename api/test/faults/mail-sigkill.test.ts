// Durable mail: the API is SIGKILLed after it has committed mails its SMTP server could
// not take yet (the server is down), then restarted with the server back. Every mail arrives, each
// exactly once. The real API process, a real SMTP server, on each engine.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/client';
import { engines } from '../helper';
import { ApiProcess, freePort } from './api-process';
import { createFaultDatabase, type FaultDatabase } from './fault-database';

const MAILS = 12;

interface QueueState extends Record<string, unknown> {
  queued: number;
  sent: number;
  tried: number;
}

async function queueState(database: FaultDatabase): Promise<QueueState | undefined> {
  const handle = await database.open();
  try {
    const [state] = await queryRows<QueueState>(
      handle.db,
      sql`select count(*)::int as queued, count(sent_at)::int as sent,
        count(*) filter (where attempts > 0)::int as tried from mail_queue`,
    );
    return state;
  } finally {
    await handle.close();
  }
}

/** The mails a process logged as not delivered and to be retried, by id. */
function mailsToRetry(output: string): Set<string> {
  const ids = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.includes('will retry')) continue;
    const { mail } = JSON.parse(line) as { mail?: string };
    if (mail) ids.add(mail);
  }
  return ids;
}

function catcher(received: ParsedMail[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
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

describe.each(engines)('SIGKILL between the commit of a mail and its delivery (%s)', (engine) => {
  let database: FaultDatabase | undefined;
  let api: ApiProcess | undefined;
  let server: SMTPServer | undefined;

  afterAll(async () => {
    await api?.kill();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database?.dispose();
  });

  it('delivers every committed mail once, after the restart', async () => {
    database = await createFaultDatabase(engine);
    const port = await freePort();
    const env = {
      ...database.env,
      // Warnings: the test waits for every mail's first failed delivery ("will retry").
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    };
    // Nothing listens on the SMTP port yet: the server is down.
    api = await ApiProcess.start(env);
    const addresses = Array.from({ length: MAILS }, (_, i) => `sigkill.mail${i}@uni.example.edu`);
    for (const email of addresses) {
      const response = await fetch(`${api.url}/auth/signup/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
    }
    // Once every mail has failed once against the closed port, kill: each is then waiting for its
    // retry (5 s), none is held by a worker's claim (which would keep it for the 2-minute lease).
    await vi.waitFor(() => expect(mailsToRetry(api?.output ?? '').size).toBe(MAILS), {
      timeout: 20_000,
    });
    expect((await api.kill()).signal).toBe('SIGKILL');

    const afterKill = await queueState(database);
    expect(afterKill).toMatchObject({ queued: MAILS, sent: 0 });
    expect(afterKill?.tried).toBeGreaterThan(0);

    const received: ParsedMail[] = [];
    server = catcher(received);
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    const restarted = Date.now();
    api = await ApiProcess.start(env);

    const deadline = Date.now() + 30_000;
    while (received.length < MAILS && Date.now() < deadline) await sleep(200);
    console.info(
      `[faults ${engine}] SIGKILL with ${MAILS} mails committed, ${afterKill?.tried ?? 0} tried ` +
        `against a down SMTP server: ${received.length} delivered ${Date.now() - restarted} ms ` +
        'after the restart',
    );
    // Stopped, the process settles the mail in hand and sends nothing more; every row is recorded
    // as delivered, and a delivered row is never claimed again: whatever came twice is in by now.
    await api.stop();
    expect(await queueState(database)).toMatchObject({ queued: MAILS, sent: MAILS });
    const recipients = received.map((mail) =>
      mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
    );
    expect(recipients.sort()).toEqual([...addresses].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(MAILS);
    expect(received.every((mail) => mail.subject === 'Your Student Gigs verification code')).toBe(
      true,
    );
  }, 90_000);
});
