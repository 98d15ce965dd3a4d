// The signed tokens in job-alert mails, as a mail client or a reader finds them.
import type { MailMessage } from '../../src/mail/mail-types';

/** The token of a mail's List-Unsubscribe header (RFC 8058). */
export function unsubscribeTokenOf(mail: MailMessage): string {
  const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe in ${mail.subject}`);
  return new URL(url).searchParams.get('token') ?? '';
}

/** The token of the link in a mail's text that turns on an alert saved by email. */
export function confirmTokenOf(mail: MailMessage): string {
  const url = /https?:\/\/\S+\/jobs\/alerts\/confirm\?token=\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no confirm link in ${mail.subject}`);
  return new URL(url).searchParams.get('token') ?? '';
}
