// What a phone's first visit really costs, held so it cannot grow: the JavaScript bytes Chromium
// received (encoded bodies, as the servers sent them) and the JavaScript requests of a first
// visit to /jobs/search and /about, against e2e/budgets.json. Then a repeat visit in the same
// browser context (same HTTP cache) must receive no JavaScript body: hashed files come from the
// cache or revalidate, entry scripts (`remoteEntry.js`) revalidate with a 304.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  carriedBody,
  isEntryScript,
  isJavaScript,
  loadAndRecord,
  type Transfer,
} from '../support/transfers';

interface PageBudget {
  firstVisit: { jsBytes: number; jsRequests: number };
  repeatVisit: { jsRevalidated: number };
}
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as {
  target: { jsBytes: number; jsRequests: number };
  pages: Record<string, PageBudget>;
};

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/jobs/search',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible(),
  },
  {
    path: '/about',
    ready: (page) =>
      expect(
        page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
      ).toBeVisible(),
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const where = (t: Transfer) => `${t.status} ${t.url} (${t.bodyBytes} bytes)`;

for (const { path, ready } of PAGES) {
  test(`${path}: first visit within its JavaScript budget, repeat visit receives no JavaScript body`, async ({
    browser,
    baseURL,
  }) => {
    const budget = budgets.pages[path];
    expect(budget, `e2e/budgets.json has a budget for ${path}`).toBeDefined();
    if (!budget) return;
    const url = new URL(path, baseURL).href;
    const context = await browser.newContext();
    try {
      const first = (await loadAndRecord(context, url, ready)).filter(isJavaScript);
      const firstBytes = first.filter(carriedBody).reduce((n, t) => n + t.bodyBytes, 0);
      const repeat = (await loadAndRecord(context, url, ready)).filter(isJavaScript);
      const bodies = repeat.filter(carriedBody);
      const revalidated = repeat.filter((t) => t.status === 304);
      const cached = repeat.filter((t) => t.fromCache);
      const figures =
        `${path} first visit: ${kb(firstBytes)} (${firstBytes} bytes) of JavaScript in ${first.length} requests ` +
        `(target ${kb(budgets.target.jsBytes)} in ${budgets.target.jsRequests}); ` +
        `repeat visit: ${repeat.length} JavaScript requests, ${cached.length} from the cache, ` +
        `${revalidated.length} revalidated (304), ${bodies.length} with a body`;
      test.info().annotations.push({ type: 'transfer', description: figures });
      console.log(figures);

      expect(first.length, 'the first visit loaded JavaScript').toBeGreaterThan(0);
      expect
        .soft(firstBytes, `${path}: JavaScript bytes received on a first visit`)
        .toBeLessThanOrEqual(budget.firstVisit.jsBytes);
      expect
        .soft(first.length, `${path}: JavaScript requests on a first visit`)
        .toBeLessThanOrEqual(budget.firstVisit.jsRequests);
      expect
        .soft(
          bodies.filter((t) => !isEntryScript(t.url)).map(where),
          `${path}: a repeat visit receives no hashed JavaScript again`,
        )
        .toEqual([]);
      expect
        .soft(
          bodies.filter((t) => isEntryScript(t.url)).map(where),
          `${path}: entry scripts revalidate (304) on a repeat visit, unchanged`,
        )
        .toEqual([]);
      expect
        .soft(revalidated.length, `${path}: JavaScript requests revalidated on a repeat visit`)
        .toBeLessThanOrEqual(budget.repeatVisit.jsRevalidated);
    } finally {
      await context.close();
    }
  });
}
