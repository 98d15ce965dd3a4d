// @vitest-environment node
import { SITEMAP_MAX_URLS } from 'api-contract/common';
import type { SitemapJob } from 'api-contract/listings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiPool } from './api-pool';
import { robotsTxt } from './robots';
import {
  createSitemap,
  PUBLIC_PAGES,
  renderSitemap,
  SITEMAP_RETRY_MS,
  SITEMAP_TTL_MS,
} from './sitemap';

const PUBLIC_URL = 'https://gigs.example.au';
const A = '2b1e7a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const B = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap file', () => {
  it('names the public pages, then each open job with its last change, on the public origin', () => {
    const xml = renderSitemap(`${PUBLIC_URL}/`, [
      { id: A, last_modified: '2026-11-26T05:00:00.123000Z' },
      { id: B, last_modified: '2026-11-20T01:00:00.000000Z' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual([
      `${PUBLIC_URL}/jobs/search`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/employers`,
      `${PUBLIC_URL}/privacy`,
      `${PUBLIC_URL}/terms`,
      `${PUBLIC_URL}/jobs/apply?id=${A}`,
      `${PUBLIC_URL}/jobs/apply?id=${B}`,
    ]);
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/jobs/apply?id=${A}</loc><lastmod>2026-11-26T05:00:00.123000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/about</loc></url>`);
  });

  it("escapes what it writes, and keeps to one file's 50,000 URLs: the newest jobs", () => {
    // The contract only lets ids and times through; were it to let more, nothing breaks out.
    const odd = renderSitemap(PUBLIC_URL, [{ id: 'a&b</loc>', last_modified: '</lastmod>&' }]);
    expect(odd).toContain(
      `<loc>${PUBLIC_URL}/jobs/apply?id=a%26b%3C%2Floc%3E</loc><lastmod>&lt;/lastmod&gt;&amp;</lastmod>`,
    );
    const jobs: SitemapJob[] = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      last_modified: '2026-11-26T05:00:00.000000Z',
    }));
    const all = locs(renderSitemap(PUBLIC_URL, jobs));
    expect(all).toHaveLength(SITEMAP_MAX_URLS);
    expect(all.at(-1)).toBe(
      `${PUBLIC_URL}/jobs/apply?id=${jobs[SITEMAP_MAX_URLS - PUBLIC_PAGES.length - 1]?.id}`,
    );
  });

  it('is named by robots.txt, which keeps crawlers out of the API, sign-in and profiles', () => {
    expect(robotsTxt(PUBLIC_URL)).toBe(
      [
        'User-agent: *',
        'Disallow: /api',
        'Disallow: /auth',
        'Disallow: /profile',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('the sitemap kept by the site server', () => {
  afterEach(() => vi.restoreAllMocks());

  function setUp(answers: (() => Promise<Response>)[]) {
    let clock = 0;
    const fetchImpl = vi.fn<typeof fetch>(() => {
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    });
    const sitemap = createSitemap({
      pool: createApiPool(['http://api.test']),
      publicUrl: PUBLIC_URL,
      fetchImpl,
      now: () => clock,
    });
    return { sitemap, fetchImpl, advance: (ms: number) => (clock += ms) };
  }
  const listing = (id: string) => () =>
    Promise.resolve(
      Response.json({ jobs: [{ id, last_modified: '2026-11-26T05:00:00.000000Z' }] }),
    );
  const down = (): Promise<Response> =>
    Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));

  it('reads the open jobs once for a few minutes, however many ask at once', async () => {
    const { sitemap, fetchImpl, advance } = setUp([listing(A), listing(B)]);
    const [first, second] = await Promise.all([sitemap.xml(), sitemap.xml()]);
    expect(first).toContain(A);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://api.test/system/jobs/sitemap');
    advance(SITEMAP_TTL_MS - 1);
    expect(await sitemap.xml()).toBe(first);
    expect(fetchImpl).toHaveBeenCalledOnce();

    // Past its time the kept file is served at once while the jobs are read again.
    advance(1);
    expect(await sitemap.xml()).toBe(first);
    await vi.waitFor(async () => expect(await sitemap.xml()).toContain(B));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps the last file while the API is down, and asks again only after a pause', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sitemap, fetchImpl, advance } = setUp([down, listing(A), down, listing(B)]);
    // Never read: nothing to serve (the site answers 503).
    expect(await sitemap.xml()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('sitemap: the open jobs could not be read (ECONNREFUSED)');
    expect(await sitemap.xml()).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledOnce();
    advance(SITEMAP_RETRY_MS);
    const kept = await sitemap.xml();
    expect(kept).toContain(A);

    advance(SITEMAP_TTL_MS);
    expect(await sitemap.xml()).toBe(kept);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    expect(await sitemap.xml()).toBe(kept);
    advance(SITEMAP_RETRY_MS - 1);
    expect(await sitemap.xml()).toBe(kept);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    advance(1);
    await sitemap.xml();
    await vi.waitFor(async () => expect(await sitemap.xml()).toContain(B));
  });

  it('refuses an answer that is not the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sitemap } = setUp([
      () => Promise.resolve(Response.json({ jobs: [{ id: 'not an id' }] })),
    ]);
    expect(await sitemap.xml()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "sitemap: the open jobs could not be read (the API's answer did not match the contract)",
    );
  });
});
