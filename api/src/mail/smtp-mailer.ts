// Real delivery through the SMTP server named by SMTP_URL (smtp://user:pass@host:port).
import nodemailer from 'nodemailer';
import type { Mailer } from './mail-types';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
