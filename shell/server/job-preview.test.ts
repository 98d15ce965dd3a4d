// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { JobDetail } from 'api-contract/listings';
import { describe, expect, it, vi } from 'vitest';
import { createApiPool } from './api-pool';
import { createPageFetch } from './page-fetch';
import { jobPage, jobPageMeta } from './job-preview';
import { endOfMarketDay } from './job-posting';
import { renderPage } from './page';
import { jobDetail } from './testing/job-detail';

const PUBLIC_URL = 'https://gigs.example.au';
const ID = '2b1e7a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2026-11-27T01:00:00.000Z');

const job = (overrides: Partial<JobDetail> = {}) => jobDetail({ id: ID, ...overrides });

const TEMPLATE =
  '<!doctype html><html><head><meta\n  name="description"\n  content="The site."\n/><title>Student Gigs</title></head><body><main></main></body></html>';

/** The page for `detail`, as the site server renders it. */
const page = (detail: JobDetail) =>
  renderPage({
    template: TEMPLATE,
    shellModules: [],
    remoteModules: [],
    meta: jobPageMeta(detail, PUBLIC_URL, NOW),
  });

/** The page's JSON-LD, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(found).not.toBeNull();
  return JSON.parse(found?.[1] ?? '{}') as Record<string, unknown>;
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe("a job page's tags", () => {
  it("names the job's title, business, pay and place for link previews", () => {
    const html = page(job());
    expect(html).toContain('<title>Barista at Harbour Cafe — Student Gigs</title>');
    expect(html).not.toContain('The site.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description =
      'Harbour Cafe · Newtown NSW 2042 · $34.50/h casual · 10–15 h/week. Weekend shifts';
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain('<meta property="og:title" content="Barista at Harbour Cafe">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Student Gigs">');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/jobs/apply?id=${ID}">`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/apply?id=${ID}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Barista at Harbour Cafe">');
    expect(html).toContain(`<meta name="twitter:description" content="${description}">`);
    expect(html).not.toContain('noindex');
  });

  it('shows the site’s branded picture, by its absolute address, with its size and what it shows', () => {
    const html = page(job());
    const image = `${PUBLIC_URL}/og-image.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(attribute(html, /<meta property="og:image:alt" content="([^"]+)">/)).toMatch(
      /^Student Gigs: /,
    );
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(attribute(html, /<meta name="twitter:image:alt" content="([^"]+)">/)).toMatch(
      /^Student Gigs: /,
    );
  });

  it('is the picture the site serves: a 1200×630 PNG in the shell’s public files', () => {
    const png = readFileSync(new URL('../public/og-image.png', import.meta.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk's width and height, big-endian, after the 8-byte signature and its header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('carries the job as a schema.org JobPosting', () => {
    expect(jsonLd(page(job()))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Barista',
      description: 'Make coffee for our Saturday crowd.',
      identifier: { '@type': 'PropertyValue', name: 'Student Gigs', value: ID },
      url: `${PUBLIC_URL}/jobs/apply?id=${ID}`,
      datePosted: '2026-11-20T02:30:00.000000Z',
      // The end of its expiry date in Sydney, daylight time in December.
      validThrough: '2026-12-31T23:59:59+11:00',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbour Cafe',
        description: 'A family-run café by the water.',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Newtown',
          addressRegion: 'NSW',
          postalCode: '2042',
          addressCountry: 'AU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -33.8978, longitude: 151.1785 },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'AUD',
        value: { '@type': 'QuantitativeValue', value: 34.5, unitText: 'HOUR' },
      },
      directApply: true,
    });
  });

  it('escapes the words of a job everywhere they go: no tag, attribute or script breaks out', () => {
    const hostile = job({
      title: '</title><script>alert(1)</script>',
      business_name: 'Bob "the" <b>Builder</b> & Sons $& $\'',
      short_preview: '"><img src=x onerror=alert(1)>',
      description: '</script><script>alert(2)</script><!--',
    });
    const html = page(hostile);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Bob "the" &lt;b&gt;Builder&lt;/b&gt; &amp; Sons $&amp; $\' — Student Gigs</title>',
    );
    expect(attribute(html, /<meta property="og:title" content="([^"]*)">/)).toBe(
      "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Bob &quot;the&quot; &lt;b&gt;Builder&lt;/b&gt; &amp; Sons $&amp; $'",
    );
    // One JSON-LD element, closed where it should be, reading back the words as written. Its text
    // holds no `<` or `>`, so no `</script` or `<!--` can change how the element is parsed.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const ldText = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ldText).not.toMatch(/[<>&]/);
    const posting = jsonLd(html);
    expect(posting.title).toBe(hostile.title);
    expect(posting.description).toBe(hostile.description);
    expect((posting.hiringOrganization as { name: string }).name).toBe(hostile.business_name);
    // `$&` and `$'` are text, not replacement patterns: the page's structure is intact.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.endsWith('<body><main></main></body></html>')).toBe(true);
  });

  it('says first when the job no longer takes applications, valid until it stopped', () => {
    const closedAt = '2026-11-25T03:00:00.000000Z';
    const filled = job({ availability: 'closed', close_outcome: 'filled', closed_at: closedAt });
    const html = page(filled);
    expect(attribute(html, /<meta name="description" content="([^"]*)">/)).toBe(
      'This job has been filled. Harbour Cafe · Newtown NSW 2042 · $34.50/h casual · 10–15 h/week. Weekend shifts',
    );
    const posting = jsonLd(html);
    expect(posting.validThrough).toBe(closedAt);
    expect(posting.description).toBe(
      'This job has been filled.\n\nMake coffee for our Saturday crowd.',
    );

    const cancelled = jsonLd(page(job({ availability: 'closed', close_outcome: 'cancelled' })));
    expect(cancelled.description).toMatch(/^This job is no longer taking applications: it will/);
    // Closed before its closing time was kept: valid until now, never in the future.
    expect(cancelled.validThrough).toBe(NOW.toISOString());

    const expired = job({ availability: 'expired', expiry_date: '2026-11-02' });
    expect(attribute(page(expired), /<meta name="description" content="([^"]*)">/)).toMatch(
      /^This job has expired: applications closed on Nov 2, 2026\. Harbour Cafe/,
    );
    expect(jsonLd(page(expired)).validThrough).toBe('2026-11-02T23:59:59+11:00');

    const full = page(job({ availability: 'full' }));
    expect(attribute(full, /<meta name="description" content="([^"]*)">/)).toMatch(
      /^This job is full\. /,
    );
    // A full job may take applications again when a place frees up.
    expect(jsonLd(full).validThrough).toBe('2026-12-31T23:59:59+11:00');
  });

  it('maps each pay to schema.org: employment types, and a one-off gig as the hourly range it comes to', () => {
    const types = (['casual', 'part_time', 'fixed_term', 'one_off'] as const).map(
      (employment_type) =>
        jsonLd(page(job({ pay: { ...job().pay, employment_type } }))).employmentType,
    );
    expect(types).toEqual(['PART_TIME', 'PART_TIME', 'TEMPORARY', 'TEMPORARY']);
    const gig = {
      ...job().pay,
      amount_cents: 20000,
      unit: 'gig' as const,
      employment_type: 'one_off' as const,
      hours_min: 6,
      hours_max: 8,
      hourly_cents: 2500,
    };
    expect(jsonLd(page(job({ pay: gig }))).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AUD',
      value: { '@type': 'QuantitativeValue', minValue: 25, maxValue: 33.33, unitText: 'HOUR' },
    });
    const fixedHours = { ...gig, hours_min: 8 };
    expect(jsonLd(page(job({ pay: fixedHours }))).baseSalary).toMatchObject({
      value: { value: 25, unitText: 'HOUR' },
    });
  });

  it('reads the place as a postal address where it has that shape, and leaves out what is unknown', () => {
    const place = (location: string, extra: Partial<JobDetail> = {}) =>
      jsonLd(page(job({ location, ...extra }))).jobLocation as Record<string, unknown>;
    expect(place('12 King St, Newtown NSW 2042, Australia').address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 King St',
      addressLocality: 'Newtown',
      addressRegion: 'NSW',
      postalCode: '2042',
      addressCountry: 'AU',
    });
    expect(place('Sydney Olympic Park nsw 2127').address).toMatchObject({
      addressLocality: 'Sydney Olympic Park',
      addressRegion: 'NSW',
    });
    // Typed rather than picked: as written, with no coordinates.
    const typed = place('Near Central Station', { latitude: null, longitude: null });
    expect(typed).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Near Central Station',
        addressCountry: 'AU',
      },
    });
    const posting = jsonLd(page(job({ business_description: '', posted_at: undefined })));
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Harbour Cafe' });
    expect(posting).not.toHaveProperty('datePosted');
  });

  it('ends an expiry date in Sydney, with the offset of that day', () => {
    expect(endOfMarketDay('2026-07-01')).toBe('2026-07-01T23:59:59+10:00');
    expect(endOfMarketDay('2026-01-15')).toBe('2026-01-15T23:59:59+11:00');
    // Daylight time ends at 3 am on 5 April 2026 and starts at 2 am on 4 October 2026.
    expect(endOfMarketDay('2026-04-05')).toBe('2026-04-05T23:59:59+10:00');
    expect(endOfMarketDay('2026-10-04')).toBe('2026-10-04T23:59:59+11:00');
  });
});

describe("reading a job page's job from the API", () => {
  const pool = createApiPool(['http://api.test']);

  const answering = (status: number, body: unknown = { detail: 'x' }) =>
    vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body, { status })));

  /** The page's calls, through `fetchImpl`, with `timeoutMs` to wait. */
  const pageWith = (fetchImpl: typeof fetch, timeoutMs = 1_000, apiPool = pool) =>
    createPageFetch({ pool: apiPool, deadline: Date.now() + timeoutMs, fetchImpl });

  it('asks the API for the job as a visitor, and previews it', async () => {
    const fetchImpl = answering(200, job());
    const page = pageWith(fetchImpl);
    const result = await jobPage(`/jobs/apply?id=${ID}&utm_source=chat`, {
      page,
      publicUrl: PUBLIC_URL,
    });
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`http://api.test/student/jobs/${ID}`);
    // No cookie is passed on: every visitor's page says the same.
    expect(new Headers(init?.headers).get('cookie')).toBeNull();
    expect(result?.status).toBe(200);
    expect(result?.status === 200 && result.meta.url).toBe(`${PUBLIC_URL}/jobs/apply?id=${ID}`);
    // The answer is the page's, for the screen's own first call in the browser.
    expect(Object.keys(page.kept())).toEqual([`/api/student/jobs/${ID}`]);
  });

  it('answers 410 for a removed job and 404 for an unknown one', async () => {
    const url = `/jobs/apply?id=${ID}`;
    const publicUrl = PUBLIC_URL;
    expect(await jobPage(url, { page: pageWith(answering(410)), publicUrl })).toEqual({
      status: 410,
    });
    expect(await jobPage(url, { page: pageWith(answering(404)), publicUrl })).toEqual({
      status: 404,
    });
  });

  it('gives up, for the plain page, when the API fails, is slow, or answers what it should not', async () => {
    const apiPool = createApiPool(['http://api.test']);
    const publicUrl = PUBLIC_URL;
    const url = `/jobs/apply?id=${ID}`;
    const failing = pageWith(answering(503), 1_000, apiPool);
    expect(await jobPage(url, { page: failing, publicUrl })).toBeUndefined();
    expect(failing.failed()).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(
        await jobPage(url, {
          page: pageWith(answering(200, { id: ID }), 1_000, apiPool),
          publicUrl,
        }),
      ).toBeUndefined();
      // Two builds of the contract: the operator hears of it, without the answer itself.
      expect(warn).toHaveBeenCalledWith(
        "job pages: the API's job did not match the contract; pages go without previews",
      );
    } finally {
      warn.mockRestore();
    }
    const refused = vi.fn<typeof fetch>(() =>
      Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    );
    expect(
      await jobPage(url, { page: pageWith(refused, 1_000, apiPool), publicUrl }),
    ).toBeUndefined();
    // A refused connection leaves the replica out until its health check passes, as the proxy does.
    expect(apiPool.healthy()).toEqual([]);

    // An API that never answers holds the page for the timeout, no longer.
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const started = performance.now();
    expect(await jobPage(url, { page: pageWith(hanging, 100), publicUrl })).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('asks nothing for a page that is not a job, or names no well-formed id', async () => {
    const fetchImpl = answering(200, job());
    const options = { page: pageWith(fetchImpl), publicUrl: PUBLIC_URL };
    for (const url of [
      '/jobs/apply',
      '/jobs/apply?id=',
      '/jobs/apply?id=a%2Fb',
      '/about',
      `/jobs/search?id=${ID}`,
    ])
      expect(await jobPage(url, options), url).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
