// The four account mails. Each returns subject, text and html for Mailer.send.
import { PRODUCT_NAME, renderHtml, renderText, type MailBody } from './layout';
import type { MailMessage } from './mailer';

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
