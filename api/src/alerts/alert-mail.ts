// The mail of a job alert: the new jobs that matched (at most DIGEST_MAX_JOBS, then a
// link to the search for the rest), a sentence on why it came, and the one-click unsubscribe link
// in the body and in the RFC 8058 headers, which mail clients show as their own Unsubscribe button.
import { describeAlertSearch, formatPay, type AlertSearch, type ListingPay } from 'api-contract';
import { PRODUCT_NAME, renderHtml, renderText } from '../mail/layout';
import type { MailMessage } from '../mail/mail-types';

export interface AlertMailJob {
  id: string;
  title: string;
  business_name: string;
  location: string;
  pay: ListingPay;
}

export interface AlertMailInput {
  to: string;
  search: AlertSearch;
  categoryName: string | null;
  frequency: 'instant' | 'daily';
  /** A student's alert, managed on their profile; false for an alert saved by email alone. */
  hasAccount: boolean;
  /** The newest matches, at most DIGEST_MAX_JOBS. */
  jobs: AlertMailJob[];
  /** Every new match, the listed ones included. */
  total: number;
  publicUrl: string;
  token: string;
}

/** The search on /jobs/search, as the browse screen reads its URL. */
export function alertSearchUrl(publicUrl: string, search: AlertSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.place) {
    params.set('place', search.place.name);
    params.set('lat', String(search.place.lat));
    params.set('lng', String(search.place.lng));
    params.set('radius', String(search.place.radius_km));
  }
  if (search.min_hourly_cents) params.set('min_pay', String(search.min_hourly_cents / 100));
  const query = params.toString();
  return `${publicUrl}/jobs/search${query ? `?${query}` : ''}`;
}

export function jobAlertMail(input: AlertMailInput): MailMessage {
  const { jobs, total, publicUrl } = input;
  const description = describeAlertSearch(input.search, input.categoryName);
  const [first] = jobs;
  const subject =
    total === 1 && first
      ? `New job: ${first.title} at ${first.business_name}`
      : `${total} new jobs: ${description}`;
  const lead =
    total === 1
      ? `A new job matches your alert ${description}:`
      : `${total} new jobs match your alert ${description}${total > jobs.length ? `. The newest ${jobs.length}:` : ':'}`;
  const pageUrl = `${publicUrl}/jobs/alerts/unsubscribe?token=${encodeURIComponent(input.token)}`;
  const oneClickUrl = `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(input.token)}`;
  const body = {
    paragraphs: [lead],
    items: jobs.map((job) => ({
      label: `${job.title} at ${job.business_name}`,
      detail: `${formatPay(job.pay)} · ${job.location}`,
      url: `${publicUrl}/jobs/apply?id=${job.id}`,
    })),
    link:
      total > jobs.length
        ? {
            label: `See all ${total} on ${PRODUCT_NAME}`,
            url: alertSearchUrl(publicUrl, input.search),
          }
        : { label: 'See more jobs like these', url: alertSearchUrl(publicUrl, input.search) },
    footnote: {
      text: `You get this email because you asked for ${input.frequency === 'daily' ? 'a daily digest' : 'instant alerts'} of new jobs matching ${description}. ${input.hasAccount ? 'Pause, change or delete your alerts on your profile, or stop this one now:' : 'Stop it at any time:'}`,
      link: { label: 'Unsubscribe', url: pageUrl },
    },
  };
  return {
    to: input.to,
    subject,
    text: renderText(body),
    html: renderHtml(subject, body),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
