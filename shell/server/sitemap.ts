// /sitemap.xml: the site's public pages and every open job's page, each job with the
// time it last changed, so search engines and job aggregators find new jobs without crawling the
// search. The jobs come from the API (GET /system/jobs/sitemap: open listings, newest first) and
// the file is kept for a few minutes; when the API cannot be read the last file is kept, and asked
// for again no more than every half minute. Addresses are on PUBLIC_URL's origin, never the
// request's Host, which anyone can write and which would then be kept in the cached file.
import { SITEMAP_MAX_URLS } from 'api-contract/common';
import { listings, type SitemapJob } from 'api-contract/listings';
import { failureReason, fetchFromApi } from './api-fetch';
import type { ApiPool } from './api-pool';
import { jobPageUrl } from './job-preview';

/** The public screens besides a job's page: SPEC section 2's, the legal pages and the employers'. */
export const PUBLIC_PAGES = ['/jobs/search', '/about', '/employers', '/privacy', '/terms'] as const;

/** How long a sitemap is served before the jobs are read again. */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** After a failed read, how long the last sitemap (or none) stands before the next try. */
export const SITEMAP_RETRY_MS = 30_000;
/** Up to 50,000 listings may take longer than a page's preview to read. */
const SITEMAP_TIMEOUT_MS = 10_000;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap file: the public pages, then the newest jobs that fit in one file. */
export function renderSitemap(publicUrl: string, jobs: readonly SitemapJob[]): string {
  const origin = new URL(publicUrl).origin;
  const url = (loc: string, lastmod?: string) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const urls = [
    ...PUBLIC_PAGES.map((path) => url(`${origin}${path}`)),
    ...jobs
      .slice(0, SITEMAP_MAX_URLS - PUBLIC_PAGES.length)
      .map((job) => url(jobPageUrl(publicUrl, job.id), job.last_modified)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** An answer of the API that cannot make a sitemap; its message is the log line's reason. */
class UnusableAnswer extends Error {}

export interface SitemapOptions {
  pool: ApiPool;
  publicUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface Sitemap {
  /** The sitemap's XML, or undefined while the API has never been read. */
  xml(): Promise<string | undefined>;
}

export function createSitemap(options: SitemapOptions): Sitemap {
  const now = options.now ?? Date.now;
  let kept: { xml: string; at: number } | undefined;
  let failedAt = -Infinity;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    try {
      const response = await fetchFromApi(options.pool, listings.jobsSitemap.path, {
        timeoutMs: SITEMAP_TIMEOUT_MS,
        fetchImpl: options.fetchImpl,
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new UnusableAnswer(`the API answered ${response.status}`);
      }
      const parsed = listings.jobsSitemap.response.safeParse(await response.json());
      if (!parsed.success) throw new UnusableAnswer("the API's answer did not match the contract");
      kept = { xml: renderSitemap(options.publicUrl, parsed.data.jobs), at: now() };
    } catch (error) {
      failedAt = now();
      const reason = error instanceof UnusableAnswer ? error.message : failureReason(error);
      console.warn(`sitemap: the open jobs could not be read (${reason})`);
    }
  }

  /** One read at a time, however many requests ask meanwhile. */
  function refresh(): Promise<void> {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    async xml() {
      const last = kept;
      const at = now();
      if (last && at - last.at < SITEMAP_TTL_MS) return last.xml;
      if (at - failedAt < SITEMAP_RETRY_MS) return last?.xml;
      // A stale file is served at once while the new one is read; with none, the read is awaited.
      if (last) {
        void refresh();
        return last.xml;
      }
      await refresh();
      return kept?.xml;
    },
  };
}
