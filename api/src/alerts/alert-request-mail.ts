// The mails that answer POST /alerts/subscribe, which anyone may send for any address: the link
// that turns the alert on, and the notice that it is on already. Neither repeats the requester's
// text (requested-search.ts), and their links are built from the public URL and a signed token
// only, never from the request.
import type { AlertSearch } from 'api-contract';
import { PRODUCT_NAME, renderHtml, renderText } from '../mail/layout';
import type { MailMessage } from '../mail/mail-types';
import { describeRequestedSearch } from './requested-search';

interface RequestMailInput {
  to: string;
  /** The search with the server's place name (withServerPlace). */
  search: AlertSearch;
  categoryName: string | null;
  publicUrl: string;
  token: string;
}

/** Says why the words of the search are missing, when there were some. */
const wordsNote = (search: AlertSearch) =>
  search.q.trim()
    ? [
        'The words of the search are not repeated here: anyone can ask for an alert for any address.',
      ]
    : [];

/** The link that turns on an alert saved by email alone (alerts/email-alerts.ts). */
export function confirmAlertMail(input: RequestMailInput & { validDays: number }): MailMessage {
  const subject = 'Confirm your job alert';
  const body = {
    paragraphs: [
      `Someone (hopefully you) asked ${PRODUCT_NAME} to email this address new ${describeRequestedSearch(input.search, input.categoryName)}.`,
      ...wordsNote(input.search),
      `Open the link to turn the alert on. It works for ${input.validDays} days.`,
      "If you didn't ask for this, you can ignore this email: nothing more will be sent.",
    ],
    link: {
      label: 'Turn on the alert',
      url: `${input.publicUrl}/jobs/alerts/confirm?token=${encodeURIComponent(input.token)}`,
    },
  };
  return { to: input.to, subject, text: renderText(body), html: renderHtml(subject, body) };
}

/** Sent instead of a link when the address asks again for an alert that is on already. */
export function alertAlreadyOnMail(input: RequestMailInput): MailMessage {
  const subject = 'Your job alert is already on';
  const body = {
    paragraphs: [
      `Someone (hopefully you) asked ${PRODUCT_NAME} again for new ${describeRequestedSearch(input.search, input.categoryName)}.`,
      ...wordsNote(input.search),
      'That alert is already on: new jobs that match are emailed to this address. Nothing changed.',
    ],
    link: { label: 'Browse jobs', url: `${input.publicUrl}/jobs/search` },
    footnote: {
      text: 'To stop the alert:',
      link: {
        label: 'Unsubscribe',
        url: `${input.publicUrl}/jobs/alerts/unsubscribe?token=${encodeURIComponent(input.token)}`,
      },
    },
  };
  return { to: input.to, subject, text: renderText(body), html: renderHtml(subject, body) };
}
