// The mails of applications nobody has answered (applications/unanswered.ts): the employer's
// reminder a week on, and the student's notice three weeks on. Plain and without blame: each says
// what happened and what the reader can do.
import { renderHtml, renderText, type MailBody } from './layout';
import type { MailMessage } from './mail-types';

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(subject, body) };
}

/** The employer's reminder: applications sent a week ago that still have no answer. */
export function unansweredReminderMail(
  to: string,
  waiting: { title: string; count: number; url: string }[],
  context: { reminderDays: number; noticeDays: number; publicUrl: string },
): MailMessage {
  const total = waiting.reduce((sum, listing) => sum + listing.count, 0);
  const subject =
    total === 1
      ? `An application sent ${context.reminderDays} days ago has no answer yet`
      : `${total} applications sent ${context.reminderDays} days ago have no answer yet`;
  return message(to, subject, {
    paragraphs: [
      `${total === 1 ? 'This application was' : 'These applications were'} sent to you ${context.reminderDays} days ago and ${total === 1 ? 'is' : 'are'} still waiting for an answer:`,
      ...waiting.map((listing) => `${listing.title}: ${listing.count} waiting (${listing.url})`),
      'Marking an application as seen, shortlisting it, or deciding not to go ahead lets the student know where they stand. A short answer is better than none.',
      `If an application still has no answer ${context.noticeDays} days after it was sent, we will let the student know, so they can decide whether to keep waiting.`,
    ],
    link: { label: 'Review applications', url: `${context.publicUrl}/profile/employer` },
  });
}

/** The student's notice: an application has had no answer for three weeks. */
export function unansweredNoticeMail(
  to: string,
  job: { title: string; businessName: string },
  context: { days: number; publicUrl: string },
): MailMessage {
  return message(to, `No answer yet from ${job.businessName} about ${job.title}`, {
    paragraphs: [
      `You applied for ${job.title} at ${job.businessName} ${context.days} days ago, and they have not answered yet.`,
      'Your application is still open, and they can still answer it. Some employers take longer than others, and it says nothing about you.',
      'If you would rather not wait, you can withdraw it from your applications on your profile. Either way, there are plenty of other jobs you can apply for.',
    ],
    link: { label: 'See your applications', url: `${context.publicUrl}/profile/student` },
  });
}
