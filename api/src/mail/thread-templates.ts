// The notice of new messages in an application's thread: who wrote, the first words, and a link
// to the application's page, where the whole thread is read (and answered) on the site.
import { renderHtml, renderText, type MailBody } from './layout';
import type { MailMessage } from './mail-types';

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(subject, body) };
}

/** How many words of the message the notice quotes. */
export const PREVIEW_WORDS = 12;

/** The first PREVIEW_WORDS words of a message, with an ellipsis when there are more. */
export function firstWords(body: string): string {
  const words = body.trim().split(/\s+/);
  const shown = words.slice(0, PREVIEW_WORDS).join(' ');
  return words.length > PREVIEW_WORDS ? `${shown}…` : shown;
}

export function newMessageMail(
  to: string,
  details: { from: string; job: { title: string }; body: string; url: string },
): MailMessage {
  return message(to, `New message from ${details.from} about ${details.job.title}`, {
    paragraphs: [
      `${details.from} wrote to you about ${details.job.title}:`,
      `"${firstWords(details.body)}"`,
      'Read and answer it on Student Gigs. Keep the conversation there: never pay to get a job, and be wary of anyone who asks to move to another app.',
    ],
    link: { label: 'Read the message', url: details.url },
  });
}
