// Reading mail that the API sent through the suite's SMTP server (support/mail-catcher.mjs).
import { expect } from '@playwright/test';

export const MAIL_HTTP_URL = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 2526}`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The List-* headers, e.g. `List-Unsubscribe`. */
  headers: Record<string, string>;
  /** Files sent with it (an interview's calendar entries), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

async function messagesTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the `nth` message (1-based) to `address` and returns it. */
export async function waitForMail(address: string, nth = 1): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address))[nth - 1];
        return found !== undefined;
      },
      { message: `mail number ${nth} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail number ${nth} to ${address}`);
  return found;
}

/** The six-digit code in a sign-up mail. */
export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`).exec(mail.text);
  if (!match) throw new Error(`no link starting ${prefix} in mail "${mail.subject}"`);
  return match[0];
}

/** A fresh address for one test, so tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.studentgigs.au`;
}
