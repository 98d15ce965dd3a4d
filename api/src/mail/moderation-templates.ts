// The mails of our team's decisions on listings: to the employer, whatever the decision
// and with its reason, and to the applicants of a listing our team took down, a warning.
import { PRODUCT_NAME, renderHtml, renderText, type MailBody } from './layout';
import type { MailMessage } from './mail-types';

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(subject, body) };
}

export type ListingDecision = 'approve' | 'reject' | 'remove';

/** The employer hears what our team decided on their listing, and why. */
export function listingDecisionMail(
  to: string,
  job: { title: string; businessName: string },
  decision: ListingDecision,
  reason: string,
  publicUrl: string,
): MailMessage {
  const link = { label: 'See your listings', url: `${publicUrl}/profile/employer` };
  if (decision === 'approve')
    return message(to, `Your listing '${job.title}' is live`, {
      paragraphs: [
        `Our team has reviewed your listing '${job.title}' and published it. Students can find and apply to it now.`,
        `Our note: ${reason}`,
      ],
      link,
    });
  if (decision === 'reject')
    return message(to, `Your listing '${job.title}' was not published`, {
      paragraphs: [
        `Our team has reviewed your listing '${job.title}' and will not publish it on ${PRODUCT_NAME}.`,
        `The reason: ${reason}`,
        'If you think this is a mistake, reply to this email and tell us why.',
      ],
      link,
    });
  return message(to, `Your listing '${job.title}' was removed`, {
    paragraphs: [
      `Our team has removed your listing '${job.title}' from ${PRODUCT_NAME}, and its applicants have been told.`,
      `The reason: ${reason}`,
      'Posting new listings is paused on your account while we review it. If you think this is a mistake, reply to this email and tell us why.',
    ],
    link,
  });
}

/** The applicants of a listing our team took down: a warning, not a rejection. */
export function listingRemovedWarningMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `A warning about the listing '${job.title}'`, {
    paragraphs: [
      `About your application to '${job.title}' at ${job.businessName}: this listing was removed by our team; never send money or bank details to get a job.`,
      'This is not a rejection of your application, and you have done nothing wrong. If the employer contacted you outside our site, do not pay them anything or share your bank details, tax file number, passport or licence.',
      'If you already sent money or details, contact your bank straight away and report it to Scamwatch (scamwatch.gov.au).',
    ],
    link: { label: 'See your applications', url: `${publicUrl}/profile/student` },
  });
}

/** A new moderator's link to set their password (npm run moderator -- add). */
export function moderatorInviteMail(to: string, url: string, validHours: number): MailMessage {
  return message(to, `You are a ${PRODUCT_NAME} moderator`, {
    paragraphs: [
      `An operator of ${PRODUCT_NAME} made this address a moderator: you will review listings held for review and those students report.`,
      `Set your password with this link. It works once and expires in ${validHours} hours.`,
      "If you didn't expect this, ignore this email: nobody can sign in to the account until its password is set.",
    ],
    link: { label: 'Set your password', url },
  });
}

/** An employer whose posting our team paused can post again. */
export function postingReinstatedMail(to: string, reason: string, publicUrl: string): MailMessage {
  return message(to, `You can post on ${PRODUCT_NAME} again`, {
    paragraphs: [
      'Our team has reviewed your account and opened posting again: your new listings go through the usual checks.',
      `Our note: ${reason}`,
    ],
    link: { label: 'Post a job', url: `${publicUrl}/profile/employer/createjob` },
  });
}

/** An employer who asked for a review hears a moderator's written answer. */
export function reviewAnswerMail(
  to: string,
  about: { title: string } | null,
  answer: string,
  publicUrl: string,
): MailMessage {
  const subject = about
    ? `Our team looked at your listing '${about.title}'`
    : 'Our team looked at your paused posting';
  return message(to, subject, {
    paragraphs: [
      about
        ? `You asked for a person to review your listing '${about.title}', which our checks held. A moderator has looked at it.`
        : 'You asked for a person to review why posting is paused on your account. A moderator has looked at it.',
      `Their answer: ${answer}`,
    ],
    link: { label: 'See your listings', url: `${publicUrl}/profile/employer` },
  });
}
