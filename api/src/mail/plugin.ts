// `app.mail`: the delivery side of the mail queue. Mail is written with `enqueueMail(tx, …)`
// (mail/queue.ts) in the transaction of the change it is about; `app.mail.kick()` after the commit
// starts delivering at once, and a poll every few seconds picks up the rest (mail/worker.ts).
// Delivered and given-up mails are deleted a week later, once across replicas.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { DAY_MS } from '../plugins/time/clock';
import { deleteSettledMails } from './delivery';
import type { Mailer } from './mail-types';
import { createMailer } from './mailer';
import { observeMail } from './metrics';
import { isCappedNotification } from './notification-cap';
import { MailWorker } from './worker';

/** How long a delivered or given-up mail's row (recipient, subject, outcome) is kept. */
export const SETTLED_MAIL_KEPT_MS = 7 * DAY_MS;

export interface MailService {
  /** Delivers queued mail now: call after committing a transaction that queued some. */
  kick(): void;
  /** Runs deferred work (app.afterReply), then delivers every due mail (tests, shutdown). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions extends Record<string, unknown> {
  config: Config;
  mailer?: Mailer;
  /**
   * false: no pass of its own (at start, every few seconds, after a request queued mail); only
   * `app.mail.flush()` delivers. For tests that drive the queue themselves.
   */
  worker?: boolean;
}

/** The domain of the sender's address: `Student Gigs <no-reply@x.au>` gives `x.au`. */
export function messageIdDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

export default fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const mailer = options.mailer ?? createMailer(options.config, app.log);
    const worker = new MailWorker({
      db: app.backgroundDb,
      mailer,
      now: () => app.now(),
      log: app.log,
      messageIdDomain: messageIdDomain(options.config.mailFrom),
      admit: ({ eventKey, recipient }) =>
        isCappedNotification(eventKey)
          ? app.rateLimit.admitNotification(recipient)
          : Promise.resolve(true),
    });

    const background = options.worker ?? true;
    observeMail(app.metrics.registry, app.metrics.read, () => app.now());
    app.decorate('mail', {
      kick() {
        if (background) void worker.kick();
      },
      async flush() {
        await app.afterReply.flush();
        await worker.kick();
      },
    });
    app.scheduleTask({
      name: 'settled-mail-clean-up',
      everyMs: DAY_MS,
      run: async () => {
        const deleted = await deleteSettledMails(
          app.backgroundDb,
          new Date(app.now().getTime() - SETTLED_MAIL_KEPT_MS),
        );
        if (deleted > 0) app.log.info({ deleted }, 'Deleted settled mails past their week');
      },
    });
    app.addHook('onReady', (done) => {
      if (background) worker.start();
      done();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      await mailer.close?.();
    });
  },
  { name: 'mail', dependencies: ['metrics', 'scheduler'] },
);
