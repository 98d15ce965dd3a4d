// The mail port: every message has a plain-text and an HTML part. Production sends through SMTP;
// without SMTP_URL a dev outbox keeps each mail as a file (ARCHITECTURE.md, "Mail").
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); called when the app closes. */
  close?(): void | Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(config.dataDir, config.mailFrom, log);
}
