// The pages people land on are readable before any script runs: a job's page and the first cards
// of Browse Jobs come in the site's first HTML response, rendered by mf-jobs's release on the site
// server (shell/server/server-render.ts), and so does a signed-in employer's dashboard, rendered by
// mf-employer's release with their own access cookie. The browser's remote then takes the view
// over in place: with the answers the page carries (no second call for the same job) and without
// moving it.
import { expect, test, type Page } from '@playwright/test';
import { newEmployer, uniqueWord } from '../support/job-alerts';
import { signInAs, signInFresh } from '../support/demo';

/** The text a person reads in <main>, from HTML as it came, without running it. */
function mainText(html: string): string {
  const main = /<main id="app-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Records the page's layout shifts from its first byte: their sum, as CLS's one window reads. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
    );
}

test("a job's page reads without JavaScript, then the app takes it over without a second fetch or a shift", async ({
  playwright,
  baseURL,
  browser,
}) => {
  const word = uniqueWord();
  const employer = await newEmployer(playwright, baseURL);
  const title = `Server ${word} usher`;
  const description = `Seat ${word} guests for the Friday show and help the crew pack down.`;
  const id = await employer.post(title, 'EVNT', description);
  const address = new URL(`/jobs/apply?id=${id}`, baseURL).href;

  // The first response, as a phone on a slow line or a crawler gets it: no script runs.
  const response = await fetch(address);
  expect(response.status).toBe(200);
  const text = mainText(await response.text());
  expect(text).toContain(title);
  expect(text).toContain('$34/h casual');
  expect(text).toContain(description);
  expect(text).toContain('Newtown NSW 2042');
  expect(text).toContain('Ready to Apply?');

  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const cls = await recordShifts(page);
    const jobCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/student/jobs/${id}`)) jobCalls.push(request.url());
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Taken over: the page's own view, working (Get Started leads to the login).
    await expect(page.locator('#server-view')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(jobCalls, 'the job came with the page').toEqual([]);
    expect(await cls(), `layout shift at ${width} px`).toBeLessThanOrEqual(0.02);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await context.close();
  }

  // A closed job's page says so in the first response, and a removed one's says it is gone.
  const closed = await employer.request.post(`/api/employer/listings/${id}/close`, {
    data: { outcome: 'cancelled' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const closedText = mainText(await (await fetch(address)).text());
  expect(closedText).toContain('This job is no longer taking applications');
  expect(closedText).toContain('The employer closed the listing: the job will not go ahead.');
  const removed = await employer.request.delete(`/api/employer/listings/${id}`);
  expect(removed.ok(), await removed.text()).toBe(true);
  const gone = await fetch(address);
  expect(gone.status).toBe(410);
  expect(mainText(await gone.text())).toContain('This job was removed');
});

test("Browse Jobs' first cards read without JavaScript, and the app takes them over in place", async ({
  playwright,
  baseURL,
  browser,
}) => {
  const word = uniqueWord();
  const employer = await newEmployer(playwright, baseURL);
  const title = `Browse ${word} runner`;
  await employer.post(title, 'EVNT');

  const text = mainText(await (await fetch(new URL('/jobs/search', baseURL))).text());
  expect(text).toContain('Browse Jobs');
  // The newest of its category: among the cards each category shows first.
  expect(text).toContain(title);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cls = await recordShifts(page);
  const browseCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/system/jobs/by-category')) browseCalls.push(request.url());
  });
  await page.goto('/jobs/search');
  await expect(page.locator('#server-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(browseCalls, 'the first cards came with the page').toEqual([]);
  expect(await cls()).toBeLessThanOrEqual(0.02);
  await context.close();
});

test('a signed-in person gets no view made for a visitor: their page shows what is theirs', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'student');
  const cookies = await page.context().cookies();
  const html = await (
    await page.request.get(new URL('/jobs/search', baseURL).href, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    })
  ).text();
  expect(html).not.toContain('id="server-view"');
  expect(html).not.toContain('id="page-answers"');
});

test("an employer's dashboard reads before any script runs, made for them alone, and the app takes it over in place", async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signInFresh(page, 'employer');
    // The first response, with the cookies the browser holds: their business, kept by no cache.
    const response = await page.request.get('/profile/employer');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const text = mainText(await response.text());
    expect(text).toContain('Api Employer Cafe');
    expect(text).toContain('Coffee near campus.');
    expect(text).toContain('Your Job Listings');

    const cls = await recordShifts(page);
    await page.goto('/profile/employer');
    await expect(page.locator('#server-view')).toHaveCount(0);
    const details = page.getByRole('region', { name: 'Business Details' });
    await expect(details.getByText('Coffee near campus.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await cls(), `layout shift at ${width} px`).toBeLessThanOrEqual(0.02);
    // The app's own view, working.
    await details.getByRole('button', { name: 'Edit' }).click();
    await expect(details.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await context.close();
  }
});
