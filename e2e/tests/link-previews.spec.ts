// Job links that preview: the first HTML of a job's page names the gig (title, tags) and
// carries it as a schema.org JobPosting, read as a chat app or a crawler reads it, without a
// session and without running the page. A closed job says so, a removed one answers 410, an
// unknown one 404; the sitemap lists open jobs and robots.txt names it. (The sitemap is cached for
// minutes: which listings it leaves out is the API's test, test/listings/sitemap.test.ts.)
import { expect, test } from '@playwright/test';
import { newEmployer, uniqueWord } from '../support/job-alerts';

/** The content of the page's `<meta property|name="key">`, with the HTML entities it may carry. */
function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return found
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

interface JobPosting {
  '@type': string;
  title: string;
  datePosted: string;
  validThrough: string;
  directApply: boolean;
  employmentType: string;
  hiringOrganization: { name: string };
  jobLocation: { address: { addressCountry: string; postalCode?: string } };
  baseSalary: { currency: string; value: { value: number; unitText: string } };
}

function jobPosting(html: string): JobPosting {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries JSON-LD').toBeTruthy();
  return JSON.parse(json ?? '{}') as JobPosting;
}

test('a job link previews the gig, and says when it is closed, removed or unknown', async ({
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const employer = await newEmployer(playwright, baseURL);
  const title = `Preview ${word} usher`;
  const id = await employer.post(title, 'EVNT');

  const page = await fetch(new URL(`/jobs/apply?id=${id}`, baseURL));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(
    new RegExp(`^${title} at .+ — Student Gigs$`),
  );
  expect(meta(html, 'og:title')).toMatch(new RegExp(`^${title} at `));
  expect(meta(html, 'description')).toContain('Newtown NSW 2042');
  expect(meta(html, 'description')).toContain('$34/h casual');
  expect(meta(html, 'og:url')).toMatch(new RegExp(`/jobs/apply\\?id=${id}$`));
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  // The picture is the site's own, at an absolute address a chat app can fetch.
  const image = meta(html, 'og:image') ?? '';
  expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
  expect(meta(html, 'og:image:alt')).toBeTruthy();
  const picture = await fetch(new URL(new URL(image).pathname, baseURL));
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/png');
  const posting = jobPosting(html);
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title,
    directApply: true,
    employmentType: 'PART_TIME',
    jobLocation: { address: { addressCountry: 'AU', postalCode: '2042' } },
    baseSalary: { currency: 'AUD', value: { value: 34, unitText: 'HOUR' } },
  });
  expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());

  // The sitemap lists it, and robots.txt points there and keeps profiles and auth out.
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/jobs/apply\\?id=${id}</loc>\\s*<lastmod>`));
  const robots = await (await fetch(new URL('/robots.txt', baseURL))).text();
  expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/profile$/m);
  expect(robots).toMatch(/^Disallow: \/auth$/m);

  // Closed: the page says so, and the posting is no longer valid.
  const closed = await employer.request.post(`/api/employer/listings/${id}/close`, {
    data: { outcome: 'cancelled' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const closedHtml = await (await fetch(new URL(`/jobs/apply?id=${id}`, baseURL))).text();
  expect(meta(closedHtml, 'description')).toMatch(/^This job is no longer taking applications/);
  expect(Date.parse(jobPosting(closedHtml).validThrough)).toBeLessThanOrEqual(Date.now());

  // Removed: 410, kept out of search engines; an id that never was: 404.
  const removed = await employer.request.delete(`/api/employer/listings/${id}`);
  expect(removed.ok(), await removed.text()).toBe(true);
  const gone = await fetch(new URL(`/jobs/apply?id=${id}`, baseURL));
  expect(gone.status).toBe(410);
  expect(await gone.text()).toContain('<meta name="robots" content="noindex">');
  const unknown = await fetch(
    new URL('/jobs/apply?id=00000000-0000-4000-8000-00000000dead', baseURL),
  );
  expect(unknown.status).toBe(404);
});
