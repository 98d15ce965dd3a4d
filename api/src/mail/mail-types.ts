// The mail port's types, apart from the factory so the implementations need not import it back.

/** One mail as every transport sends it: a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@domain>`: the queue gives a mail the same one on every attempt. */
  messageId?: string;
  /** Further headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert mails (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (an interview's calendar entries). */
  attachments?: MailAttachment[];
}

/** A text file attached to a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A mail transport: SMTP in production, the dev outbox without SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); called when the app closes. */
  close?(): void | Promise<void>;
}
