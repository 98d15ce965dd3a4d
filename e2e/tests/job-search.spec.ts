// Keyword search on Browse Jobs: words match as prefixes across every category, live in
// the URL, and come back with Back, Forward and a shared link.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/demo';

/**
 * The line that says how many jobs matched `what`: the first N with the categories that have more
 * (the API pages and never counts a total), or an exact figure that says it is all of them.
 */
const countLine = (what: string, after = '') =>
  new RegExp(
    `^(The first \\d+ jobs that match ${what}\\. .+ (has|have) more\\.|\\d+ jobs match ${what}, all shown\\.|1 job matches ${what}, the only one\\.)${after.replace('.', '\\.')}$`,
  );

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });

async function browseSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Hospitality' })).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// Every job again: each category's first cards, whichever jobs other tests have posted since.
async function everyJobShown(page: Page) {
  await expect(page.getByRole('region', { name: 'Hospitality' }).getByRole('article')).toHaveCount(
    3,
  );
}

async function search(page: Page, words: string) {
  await searchBox(page).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a student searches by a word prefix, and Back, Forward and a shared link restore it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'student');
  await page.goto('/jobs/search');
  await browseSettled(page);
  await everyJobShown(page);

  // "barist" is Barista being typed: it already finds it, and only what matches.
  await search(page, 'barist');
  await expect(page).toHaveURL(/\/jobs\/search\?q=barist$/);
  await browseSettled(page);
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toBeVisible();
  await expect(page.getByText(countLine('“barist”', ' Best matches first.'))).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bar Attendant (Evenings)' })).toHaveCount(0);
  for (const card of await page.getByRole('article').allTextContents()) {
    expect(card.toLowerCase()).toContain('barist');
  }

  // Kitchen Hand is past Hospitality's first page of all jobs; its word brings it up first.
  await search(page, 'kitchen');
  await expect(page).toHaveURL(/\?q=kitchen$/);
  await browseSettled(page);
  await expect(page.getByRole('article', { name: 'Kitchen Hand' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=barist$/);
  await expect(searchBox(page)).toHaveValue('barist');
  await browseSettled(page);
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kitchen Hand' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(searchBox(page)).toHaveValue('');
  await browseSettled(page);
  await everyJobShown(page);

  await page.goForward();
  await expect(page).toHaveURL(/\?q=barist$/);
  await expect(searchBox(page)).toHaveValue('barist');
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toBeVisible();

  // The link shared with a friend opens the same search, box filled.
  const { baseURL } = test.info().project.use;
  const friend = await browser.newContext({ baseURL });
  const shared = await friend.newPage();
  await shared.goto('/jobs/search?q=barist');
  await expect(searchBox(shared)).toHaveValue('barist');
  await expect(shared.getByRole('article', { name: 'Weekend Barista' })).toBeVisible();
  await expect(shared.getByRole('article', { name: 'Bar Attendant (Evenings)' })).toHaveCount(0);
  await friend.close();
});

test('on a phone a search answers in view: how many jobs matched, first, and one line for the categories without any', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/jobs/search');
  await browseSettled(page);
  // The Search button sits above the fold; the results start far below it.
  await search(page, 'barist');
  const count = page.getByText(countLine('“barist”', ' Best matches first.'));
  await expect(count).toBeInViewport();
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toBeAttached();
  // Only Hospitality has a barista: the other categories are one line, not a screen each.
  await expect(page.getByText(/^No matches in \d+ other categories \(.*Retail.*\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retail' })).toHaveCount(0);
  const quickNavigation = page.getByRole('navigation', { name: 'Quick Navigation' });
  await expect(quickNavigation.getByRole('button', { name: /Hospitality/ })).toBeVisible();
  await expect(quickNavigation.getByRole('button', { name: /Retail/ })).toHaveCount(0);

  // A filter alone also says how many jobs it found, in view.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await browseSettled(page);
  await page.getByRole('combobox', { name: 'Minimum pay' }).selectOption({ label: '$35+/h' });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(countLine('your filters'))).toBeInViewport();
});

test('a search that matches nothing says so once, and Clear search words shows every job again', async ({
  page,
}) => {
  await page.goto('/jobs/search?q=zzqxv');
  await expect(page.getByRole('heading', { name: '0 jobs match “zzqxv”' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  // Said once, not once per category.
  await expect(page.getByText('No Hospitality jobs match your filters.')).toBeHidden();

  await page.getByRole('button', { name: 'Clear search words' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(searchBox(page)).toBeFocused();
  await browseSettled(page);
  await everyJobShown(page);
});
