// `app.mail.send(message)` delivers and throws on failure; `app.mail.sendLater(message)` returns at
// once (the answer must not take longer when an account exists) and logs a failure. Mails still
// in flight are awaited when the app closes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { globalPlugin } from '../../lib/global-plugin';
import type { MailMessage, Mailer } from '../../mail/mail-types';
import { createMailer } from '../../mail/mailer';

export interface MailService {
  send(message: MailMessage): Promise<void>;
  sendLater(message: MailMessage): void;
  /** Resolves when every `sendLater` mail so far has been handed over (tests, shutdown). */
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
}

export default globalPlugin('mail', (app: FastifyInstance, options: MailPluginOptions) => {
  const mailer = options.mailer ?? createMailer(options.config, app.log);
  const pending = new Set<Promise<void>>();

  app.decorate('mail', {
    send: (message) => mailer.send(message),
    sendLater(message) {
      const sending = mailer
        .send(message)
        .catch((error: unknown) => {
          app.log.error({ err: error, subject: message.subject }, 'Mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.allSettled([...pending]);
    },
  });
  app.addHook('onClose', async () => {
    await app.mail.flush();
    await mailer.close?.();
  });
});
