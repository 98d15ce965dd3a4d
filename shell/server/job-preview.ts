// A job's page (/jobs/apply?id=…) as a link preview, a search engine or a job aggregator reads it
// that way: the job is read from the API as a visitor reads it (GET /student/jobs/{id}) and its
// title, business, pay and place become the page's title, description, Open Graph and Twitter
// tags, with the job as a schema.org JobPosting (job-posting.ts). A job that is no longer open
// says so first. A removed job's page answers 410 and an unknown one's 404, both kept out of
// search engines. When the API does not answer within the timeout, or answers anything else, the
// page is sent as it always was: a preview is never worth failing the page, nor holding it up
// past the timeout.
import { endpointPath, entityId } from 'api-contract/common';
import { formatPay, type JobDetail, listings } from 'api-contract/listings';
import { jobPosting } from './job-posting';
import type { PageFetch } from './page-fetch';
import { siteImage, type PageMeta } from './page-meta';

export const JOB_PAGE_PATH = '/jobs/apply';
export const SITE_NAME = 'Student Gigs';

/** The job page's answer: its preview, or the status of a job that is gone or never was. */
export type JobPage = { status: 200; meta: PageMeta } | { status: 404 | 410 };

export interface JobPreviewOptions {
  /** The page's calls of the API (page-fetch.ts): the job is asked as the page's screen asks it. */
  page: PageFetch;
  /** The site's public origin (PUBLIC_URL), for the addresses the page names. */
  publicUrl: string;
  now?: () => Date;
}

// As the job page shows a date-only value (shared-kit's formatDate): 'Dec 31, 2026'.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What the job page says first when the job takes no applications, in its words; else ''. */
export function availabilityNotice(job: JobDetail): string {
  switch (job.availability) {
    case 'open':
      return '';
    case 'full':
      return 'This job is full.';
    case 'expired':
      return `This job has expired: applications closed on ${dateFormat.format(new Date(`${job.expiry_date}T00:00:00Z`))}.`;
    case 'closed':
      if (job.close_outcome === 'filled') return 'This job has been filled.';
      if (job.close_outcome === 'cancelled')
        return 'This job is no longer taking applications: it will not go ahead.';
      return 'This job is no longer taking applications.';
  }
}

/** The address a job's page is shared and indexed at. */
export const jobPageUrl = (publicUrl: string, id: string) =>
  `${new URL(publicUrl).origin}${JOB_PAGE_PATH}?id=${encodeURIComponent(id)}`;

/** The page's title, description, tags and JobPosting for a job. */
export function jobPageMeta(job: JobDetail, publicUrl: string, now: Date): PageMeta {
  const url = jobPageUrl(publicUrl, job.id);
  const notice = availabilityNotice(job);
  const shareTitle = `${job.title} at ${job.business_name}`;
  const summary = `${job.business_name} · ${job.location} · ${formatPay(job.pay)}.`;
  return {
    title: `${shareTitle} — ${SITE_NAME}`,
    shareTitle,
    description: [notice, summary, job.short_preview].filter(Boolean).join(' '),
    url,
    siteName: SITE_NAME,
    image: siteImage(publicUrl),
    jsonLd: jobPosting(job, { url, siteName: SITE_NAME, notice, now }),
  };
}

/** The id of a job page's URL, when it is one and names a well-formed id. */
function jobId(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark === -1 || url.slice(0, mark) !== JOB_PAGE_PATH) return undefined;
  const id = new URLSearchParams(url.slice(mark + 1)).get('id');
  // Any other value would be a call of the API per made-up URL; the page sends it to the search.
  return id !== null && entityId.safeParse(id).success ? id : undefined;
}

// A job whose answer does not parse means the API and this server were built from different
// contracts: the operator must hear of it, once a minute rather than once a page.
let lastParseWarning = 0;
function warnUnparsed(now: Date) {
  if (now.getTime() - lastParseWarning < 60_000) return;
  lastParseWarning = now.getTime();
  console.warn("job pages: the API's job did not match the contract; pages go without previews");
}

/**
 * What the page at `url` says about its job, or undefined when it is not a job's page, names no
 * well-formed id, or the API gave no usable answer in time (the page is then sent as it is). A
 * slow or stopped API is not logged here: the browser's own calls through /api meet it too, and
 * the proxy's 502s and the pool's metrics show it.
 */
export async function jobPage(
  url: string,
  options: JobPreviewOptions,
): Promise<JobPage | undefined> {
  const id = jobId(url);
  if (id === undefined) return undefined;
  const now = options.now ?? (() => new Date());
  const answer = await options.page.get(`/api${endpointPath(listings.job, { id })}`);
  if (answer === undefined) return undefined;
  if (answer.status === 404 || answer.status === 410) return { status: answer.status };
  if (answer.status !== 200) return undefined;
  const job = listings.job.response.safeParse(answer.body);
  if (!job.success) {
    warnUnparsed(now());
    return undefined;
  }
  return { status: 200, meta: jobPageMeta(job.data, options.publicUrl, now()) };
}
