// Real delivery through the SMTP server named by SMTP_URL (smtp://user:pass@host:port).
import nodemailer from 'nodemailer';
import type { Mailer } from './mail-types';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts (nodemailer waits up to 10 minutes on a silent socket by default): a delivery
  // must end well within the queue's claim lease (mail/delivery.ts), and a failed one is retried.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
