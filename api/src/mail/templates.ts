// Account mails and application notices; each returns subject, text and html for Mailer.send.
import { PRODUCT_NAME, renderHtml, renderText, type MailBody } from './layout';
import type { MailAttachment, MailMessage } from './mail-types';
import { MARKET_TIME_ZONE } from '../plugins/time/dates';

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(subject, body) };
}

/** The six-digit sign-up code. */
export function signupCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return message(to, `Your ${PRODUCT_NAME} verification code`, {
    paragraphs: [
      `Your ${PRODUCT_NAME} verification code is:`,
      `Enter it on the sign-up page to confirm your email. It expires in ${validMinutes} minutes.`,
      "If you didn't try to create an account, you can ignore this email.",
    ],
    highlight: code,
  });
}

/** Sent instead of a code when the address already has an account (no code is given). */
export function accountExistsMail(to: string, publicUrl: string): MailMessage {
  return message(to, `You already have a ${PRODUCT_NAME} account`, {
    paragraphs: [
      `Someone (hopefully you) tried to create a ${PRODUCT_NAME} account with this email, but an account already exists.`,
      `Log in at ${publicUrl}/auth/login, or if you forgot your password, reset it at ${publicUrl}/auth/reset/email.`,
      "If this wasn't you, you can ignore this email; your account has not changed.",
    ],
    link: { label: 'Log in', url: `${publicUrl}/auth/login` },
  });
}

/** The password reset link. */
export function resetLinkMail(to: string, url: string, validMinutes: number): MailMessage {
  return message(to, `Reset your ${PRODUCT_NAME} password`, {
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
      `The link works once and expires in ${validMinutes} minutes.`,
      "If you didn't ask for this, you can ignore this email; your password has not changed.",
    ],
    link: { label: 'Reset your password', url },
  });
}

/** The notice after a password reset. */
export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return message(to, `Your ${PRODUCT_NAME} password was changed`, {
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every device was signed out.`,
      `If this wasn't you, reset your password now at ${publicUrl}/auth/reset/email.`,
    ],
  });
}

/** An employer viewed the student's application (marked it seen). */
export function applicationSeenMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `Your application for ${job.title} at ${job.businessName} was viewed`, {
    paragraphs: [
      `Good news: ${job.businessName} has viewed your application for ${job.title}.`,
      'If they would like to take it further, they will shortlist you, and we will email you when they do.',
      'You can follow all your applications on your profile.',
    ],
    link: { label: 'See your applications', url: `${publicUrl}/profile/student` },
  });
}

/** An employer shortlisted the student's application: what that means and what comes next. */
export function applicationShortlistedMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `You are on the shortlist for ${job.title} at ${job.businessName}`, {
    paragraphs: [
      `${job.businessName} has shortlisted your application for ${job.title}.`,
      'This means they would like to consider you further. It is not an offer yet: the next step is usually an interview, and if they invite you, we will email you the times they suggest so you can pick one.',
      'You do not need to do anything now. You can follow this application on your profile.',
    ],
    link: { label: 'See your applications', url: `${publicUrl}/profile/student` },
  });
}

/** An employer decided not to go ahead with the student's application. */
export function applicationRejectedMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `An update on your application for ${job.title}`, {
    paragraphs: [
      `Thank you for applying for ${job.title} at ${job.businessName}.`,
      'They have decided not to go ahead with your application this time. This is not a judgement of you: many roles receive more applications than they have places.',
      `New jobs are posted on ${PRODUCT_NAME} every day, and we hope you find the right one soon.`,
    ],
    link: { label: 'Browse jobs', url: `${publicUrl}/jobs/search` },
  });
}

/** The employer deleted their account, and with it a listing the student applied to. */
export function listingWithdrawnMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `The listing '${job.title}' was withdrawn`, {
    paragraphs: [
      `The listing '${job.title}' was withdrawn by the employer, ${job.businessName}, who has closed their ${PRODUCT_NAME} account.`,
      'Your application for it has been removed along with the listing, including your resume and answers.',
      'There are plenty of other jobs waiting for you.',
    ],
    link: { label: 'Browse jobs', url: `${publicUrl}/jobs/search` },
  });
}

/** Why a listing stopped taking applications, as a closing notice says it. */
/** Why a listing closed: its cap, its date, its employer's deletion, or its employer's close. */
export type ClosingReason = 'full' | 'expired' | 'removed' | 'filled' | 'cancelled';

const CLOSING_SENTENCES: Record<
  ClosingReason,
  (job: { title: string; businessName: string }) => string
> = {
  full: (job) =>
    `${job.businessName} has received as many applications for ${job.title} as it can take, so the listing is no longer open to new applicants.`,
  expired: (job) =>
    `The listing for ${job.title} at ${job.businessName} has reached its closing date and is no longer open to new applicants.`,
  removed: (job) => `${job.businessName} has taken down the listing for ${job.title}.`,
  filled: (job) =>
    `This position has been filled: ${job.businessName} has found someone for ${job.title} and closed the listing.`,
  cancelled: (job) =>
    `${job.businessName} is no longer hiring for ${job.title} and has closed the listing.`,
};

/** After the closing sentence: what it means for the application. */
const CLOSING_NEXT: Record<ClosingReason, 'still-with-them' | 'not-taken-further' | 'thanks'> = {
  full: 'still-with-them',
  expired: 'still-with-them',
  removed: 'not-taken-further',
  filled: 'thanks',
  cancelled: 'not-taken-further',
};

/** A listing the student applied to closed while their application was still under way. */
export function listingClosedMail(
  to: string,
  job: { title: string; businessName: string },
  reason: ClosingReason,
  publicUrl: string,
): MailMessage {
  const next = {
    'not-taken-further':
      'Your application will not be taken further through it. Your application stays on your profile, and there are plenty of other jobs waiting for you.',
    thanks:
      'Thank you for applying. Your application stays on your profile, and there are plenty of other jobs waiting for you.',
    'still-with-them': `Your application is still with ${job.businessName}: if they would like to take it further, they will contact you using the details in your application.`,
  }[CLOSING_NEXT[reason]];
  const subject =
    reason === 'filled'
      ? `The position '${job.title}' has been filled`
      : `The listing '${job.title}' has closed`;
  return message(to, subject, {
    paragraphs: [CLOSING_SENTENCES[reason](job), next],
    link: { label: 'See your applications', url: `${publicUrl}/profile/student` },
  });
}

/** The employer's daily digest: applications waiting for a review for more than a few days. */
export function reviewDigestMail(
  to: string,
  waiting: { title: string; count: number; url: string }[],
  waitDays: number,
  publicUrl: string,
): MailMessage {
  const total = waiting.reduce((sum, listing) => sum + listing.count, 0);
  const plural = total === 1 ? 'application has' : 'applications have';
  return message(to, `${total} ${plural} waited more than ${waitDays} days for you`, {
    paragraphs: [
      `Students are waiting to hear from you. These ${plural} had no answer for more than ${waitDays} days:`,
      ...waiting.map((listing) => `${listing.title}: ${listing.count} waiting (${listing.url})`),
      'Marking an application as seen, or deciding not to go ahead, tells the student where they stand.',
    ],
    link: { label: 'Review applications', url: `${publicUrl}/profile/employer` },
  });
}

/** The code that proves the student controls a university or TAFE address. */
export function verificationCodeMail(
  to: string,
  code: string,
  institution: string,
  validMinutes: number,
): MailMessage {
  return message(to, `Your ${PRODUCT_NAME} student verification code`, {
    paragraphs: [
      `Your code to verify your student status with your ${institution} email address is:`,
      `Enter it on your ${PRODUCT_NAME} profile. It expires in ${validMinutes} minutes.`,
      "If you didn't ask for this, you can ignore this email: nothing changes unless the code is entered.",
    ],
    highlight: code,
  });
}

/** Two weeks before a student's verification ends. */
export function verificationEndingMail(
  to: string,
  institution: string,
  endsOn: string,
  publicUrl: string,
): MailMessage {
  return message(to, `Your ${PRODUCT_NAME} student verification ends on ${endsOn}`, {
    paragraphs: [
      `Your student status, verified with your ${institution} email address, ends on ${endsOn}.`,
      'Employers see "Verified student" on your applications while it lasts. To keep it, verify again on your profile: it takes a minute and lasts another 12 months.',
    ],
    link: { label: 'Verify again', url: `${publicUrl}/profile/student` },
  });
}

/** A date-time as the marketplace's people read it: Sydney time, spelled out. */
const marketTime = (at: Date) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: MARKET_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

interface InterviewDetails {
  job: { title: string; businessName: string };
  where: string;
  note: string | null;
}

/** The employer invites the student to an interview at one of the times offered. */
export function interviewInvitationMail(
  to: string,
  details: InterviewDetails & { times: Date[] },
  attachments: MailAttachment[],
  publicUrl: string,
): MailMessage {
  const { job } = details;
  return {
    ...message(to, `Interview invitation: ${job.title} at ${job.businessName}`, {
      paragraphs: [
        `${job.businessName} would like to interview you for ${job.title}.`,
        `The times they offer: ${details.times.map(marketTime).join('; ')}.`,
        `Where: ${details.where}.`,
        ...(details.note ? [`Their note: ${details.note}`] : []),
        'Next step: pick the time that suits you on your profile, or ask for other times if none does. Each time is attached as a calendar file. The employer is told which time you pick.',
      ],
      link: { label: 'Pick a time', url: `${publicUrl}/profile/student` },
    }),
    attachments,
  };
}

/** The student picked an interview time: to the employer, or the student's own confirmation. */
export function interviewChosenMail(
  to: string,
  details: InterviewDetails & { at: Date; applicantName: string; forEmployer: boolean },
  attachment: MailAttachment,
  publicUrl: string,
): MailMessage {
  const { job, at } = details;
  const paragraphs = details.forEmployer
    ? [
        `${details.applicantName} picked ${marketTime(at)} for their interview for ${job.title}.`,
        `Where: ${details.where}.`,
        'The time is attached as a calendar file. After the interview you can make an offer or reject the application from its page.',
      ]
    : [
        `Your interview for ${job.title} at ${job.businessName} is on ${marketTime(at)}.`,
        `Where: ${details.where}.`,
        'The time is attached as a calendar file. If it no longer suits you, tell the employer as soon as you can.',
      ];
  return {
    ...message(to, `Interview time: ${job.title}, ${marketTime(at)}`, {
      paragraphs,
      link: details.forEmployer
        ? { label: 'See your listings', url: `${publicUrl}/profile/employer` }
        : { label: 'See your applications', url: `${publicUrl}/profile/student` },
    }),
    attachments: [attachment],
  };
}

/** None of the times suits the student: they ask the employer for others. */
export function interviewOtherTimesMail(
  to: string,
  details: { job: { title: string }; applicantName: string; note: string },
  publicUrl: string,
): MailMessage {
  return message(to, `${details.applicantName} asks for other interview times`, {
    paragraphs: [
      `None of the interview times you offered for ${details.job.title} suits ${details.applicantName}.`,
      `Their note: ${details.note}`,
      'Next step: offer new times from the application page. Until then, the application stays at interview.',
    ],
    link: { label: 'See your listings', url: `${publicUrl}/profile/employer` },
  });
}

/** The employer offers the student the job: its terms, and what the student does next. */
export function jobOfferMail(
  to: string,
  details: {
    job: { title: string; businessName: string; pay: string };
    startDate: string;
    hoursPerWeek: number;
    note: string | null;
  },
  publicUrl: string,
): MailMessage {
  const { job } = details;
  return message(to, `Job offer: ${job.title} at ${job.businessName}`, {
    paragraphs: [
      `${job.businessName} is offering you the job of ${job.title}.`,
      `Starts: ${details.startDate}. Hours: ${details.hoursPerWeek} a week. Pay: ${job.pay}, as listed.`,
      ...(details.note ? [`Their note: ${details.note}`] : []),
      'Next step: accept or decline the offer on your profile. Nothing is settled until you accept. A real employer never asks you to pay anything to start a job.',
    ],
    link: { label: 'Answer the offer', url: `${publicUrl}/profile/student` },
  });
}

/** The student accepted or declined the employer's offer. */
export function offerAnsweredMail(
  to: string,
  details: { job: { title: string }; applicantName: string; accepted: boolean; startDate: string },
  publicUrl: string,
): MailMessage {
  const { job, applicantName } = details;
  return message(
    to,
    details.accepted
      ? `${applicantName} accepted your offer for ${job.title}`
      : `${applicantName} declined your offer for ${job.title}`,
    {
      paragraphs: details.accepted
        ? [
            `${applicantName} accepted your offer for ${job.title}, starting ${details.startDate}.`,
            'Next step: agree the first shift with them. When you have filled every place, close the listing as filled, and the other applicants are told.',
          ]
        : [
            `${applicantName} declined your offer for ${job.title}.`,
            'Your other applicants are still waiting: you can shortlist, interview or make an offer to another of them.',
          ],
      link: { label: 'See your listings', url: `${publicUrl}/profile/employer` },
    },
  );
}

/** The employer closed the listing as filled and named the student as hired. */
export function hiredMail(
  to: string,
  job: { title: string; businessName: string },
  publicUrl: string,
): MailMessage {
  return message(to, `You got the job: ${job.title} at ${job.businessName}`, {
    paragraphs: [
      `${job.businessName} has hired you for ${job.title} and closed the listing as filled.`,
      'Next step: they will be in touch about your start. If you have not heard from them within a few days, contact them using the details in the listing.',
    ],
    link: { label: 'See your applications', url: `${publicUrl}/profile/student` },
  });
}
