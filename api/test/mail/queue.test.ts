// The mail queue on each engine: a mail commits or rolls back with its change, one event is one
// mail, workers racing over one queue (several replicas) deliver each mail exactly once, and a
// worker that dies holding a mail leaves it to another once the claim's lease runs out.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { CLAIM_LEASE_MS } from '../../src/mail/delivery';
import type { MailMessage, Mailer } from '../../src/mail/mail-types';
import { enqueueMail, queuedMailCount } from '../../src/mail/queue';
import { MailWorker } from '../../src/mail/worker';
import { messageIdDomain } from '../../src/mail/plugin';
import { claimScheduledRun } from '../../src/plugins/schedule/scheduled-tasks';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';

const mail = (to: string): MailMessage => ({
  to,
  subject: `Hello ${to}`,
  text: `Text for ${to}`,
  html: `<p>Html for ${to}</p>`,
});

/** A transport that takes a few milliseconds per mail, so racing workers interleave. */
class SlowMailer extends CapturingMailer {
  override async send(message: MailMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    return super.send(message);
  }
}

describe.each(engines)('the mail queue (%s)', (engine) => {
  let app: FastifyInstance;
  let clock: TestClock;
  let mailer: CapturingMailer;

  const workerFor = (transport: Mailer) =>
    new MailWorker({
      db: app.db,
      mailer: transport,
      now: clock.now,
      log: app.log,
      messageIdDomain: messageIdDomain(app.config.mailFrom),
    });

  beforeEach(async () => {
    clock = new TestClock();
    mailer = new SlowMailer();
    // The queue is driven by the test alone: the app's worker makes no pass unless flushed.
    app = await build(engine, { clock: clock.now, mailer, mailWorker: false });
  });
  afterEach(async () => {
    await app.close();
  });

  it('queues nothing when the change it belongs to rolls back', async () => {
    const failed = app.db.transaction(async (tx) => {
      await enqueueMail(tx, 'rolled-back', mail('a@example.com'), clock.now());
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await queuedMailCount(app.db)).toBe(0);
    expect(await mailer.delivered()).toEqual([]);
  });

  it('mails one event once, however often it is queued', async () => {
    await enqueueMail(app.db, 'decision:x:seen', mail('b@example.com'), clock.now());
    await enqueueMail(app.db, 'decision:x:seen', mail('b@example.com'), clock.now());
    await app.mail.flush();
    await enqueueMail(app.db, 'decision:x:seen', mail('b@example.com'), clock.now());
    expect(await mailer.to('b@example.com')).toHaveLength(1);
  });

  it('delivers each of 60 mails exactly once with three workers racing over the queue', async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `racer${i}@example.com`);
    for (const [i, address] of addresses.entries()) {
      await enqueueMail(app.db, `race:${i}`, mail(address), clock.now());
    }
    const others = [new SlowMailer(), new SlowMailer()];
    const workers = others.map(workerFor);
    await Promise.all([...workers.map((worker) => worker.kick()), app.mail.flush()]);

    const all = [...(await mailer.delivered()), ...others.flatMap((other) => other.sent)];
    expect(all.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(new Set(all.map((m) => m.messageId)).size).toBe(60);
    // On PostgreSQL the workers run side by side (a pool of connections): each took some.
    if (engine === 'postgres') expect(others.every((other) => other.sent.length > 0)).toBe(true);
    expect(await queuedMailCount(app.db)).toBe(0);
  });

  it('lets another worker deliver a mail whose worker died holding it, after the lease, once', async () => {
    // The app's worker makes no pass of its own here, so the dying worker is the first to take it.
    await enqueueMail(app.db, 'orphan', mail('c@example.com'), clock.now());
    // A worker that claims the mail and never finishes (its process was killed mid-delivery).
    let handedOver: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (handedOver = resolve));
    const dying = new MailWorker({
      db: app.db,
      mailer: {
        send: () => {
          handedOver();
          return new Promise<never>(() => {});
        },
      },
      now: clock.now,
      log: app.log,
      messageIdDomain: messageIdDomain(app.config.mailFrom),
    });
    void dying.kick();
    await claimed;

    // Held by the dying worker's lease.
    await app.mail.flush();
    expect(await mailer.to('c@example.com')).toEqual([]);

    clock.advance(CLAIM_LEASE_MS + 1);
    const [delivered] = await mailer.to('c@example.com');
    expect(delivered?.subject).toBe('Hello c@example.com');
    const [row] = await queryRows<{ id: string; attempts: number }>(
      app.db,
      sql`select id, attempts from mail_queue where event_key = 'orphan'`,
    );
    expect(delivered?.messageId).toBe(`<${row?.id}@${messageIdDomain(app.config.mailFrom)}>`);
    expect(row?.attempts).toBe(2);
    clock.advance(CLAIM_LEASE_MS + 1);
    expect(await mailer.to('c@example.com')).toHaveLength(1);
  });

  it('runs a scheduled task once per period, however many replicas ask', async () => {
    const now = clock.now();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimScheduledRun(app.db, 'test-task', 60_000, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(app.db, 'test-task', 60_000, now)).toBe(false);
    clock.advance(59_999);
    expect(await claimScheduledRun(app.db, 'test-task', 60_000, clock.now())).toBe(false);
    clock.advance(1);
    expect(await claimScheduledRun(app.db, 'test-task', 60_000, clock.now())).toBe(true);
  });
});
