// Dev outbox (no SMTP_URL): each mail becomes DATA_DIR/outbox/<time>-<to>.json with from, to,
// subject, text and html. The files hold the codes and links a developer needs; the log line only
// says a mail was written, its subject and its id, because logs must never carry codes, tokens or
// who was mailed (the file name, which holds the recipient, is not logged either).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail-types';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const dir = outboxDir(dataDir);
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const recipient = message.to.replace(/[^\w.@-]/g, '_');
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = path.join(dir, `${id}-${recipient}.json`);
      const mail = { from, ...message, sent_at: sentAt };
      // Written aside, then renamed: a reader of the folder never sees half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, file);
      log.info({ subject: message.subject, id, dir }, 'Dev outbox: mail written');
    },
  };
}
