// The mail port: every message has a plain-text and an HTML part. Production sends through SMTP;
// without SMTP_URL a dev outbox keeps each mail as a file (ARCHITECTURE.md, "Mail").
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from './mail-types';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(config.dataDir, config.mailFrom, log);
}
