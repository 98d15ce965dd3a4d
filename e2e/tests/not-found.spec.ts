// An address no screen has: the site answers 404 with a page that says so (readable before any
// script runs), and the shell shows the same page instead of sending the visitor to the search,
// whether they typed the address or followed a link inside the site. The index route still opens
// the job search (SPEC section 2).
import { expect, test } from '@playwright/test';

test('the server answers an unknown address 404 with a page that says so, and the index 200', async ({
  baseURL,
}) => {
  const reply = await fetch(new URL('/no/such/page', baseURL));
  expect(reply.status).toBe(404);
  expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await reply.text();
  expect(html).toContain('<title>Page not found · Student Gigs</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<h1 id="nf-title">Page not found</h1>');
  expect(html).toContain('<a href="/jobs/search">Browse all jobs</a>');
  expect(html).toContain('<a href="/">Go to the home page</a>');
  // Still the site's page: the shell loads and takes over.
  expect(html).toContain('id="remotes-manifest"');

  expect((await fetch(new URL('/', baseURL))).status).toBe(200);
  expect((await fetch(new URL('/jobs/search', baseURL))).status).toBe(200);
});

test('an unknown address keeps its URL and offers search, the job list and home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const view = page.locator('#shell-not-found');
  await expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The server's markup gave way to the shell's view: one heading, not two.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page).toHaveTitle('Page not found · Student Gigs');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The search takes the words to the job search.
  const search = view.getByRole('search');
  await search.getByLabel('Search jobs').fill('barista');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\/search\?q=barista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();

  // Back on the unknown address, the job list is a link away.
  await page.goBack();
  await expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await view.getByRole('link', { name: 'Browse all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);

  // Home is the index route, which opens the job search.
  await page.goto('/no/such/page');
  await page.locator('#shell-not-found').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
});

test('a link inside the site to an unknown address shows the page without a reload', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.evaluate(() => {
    window.history.pushState(null, '', '/gone/away');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/gone\/away$/);
  // Back to a real screen: the not-found view leaves, the screen returns, same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
