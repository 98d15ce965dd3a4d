import { expect, test } from '@playwright/test';
import { countInitialisations, readInitialisations } from '../support/initialisations';

// Strings that appear in exactly one library's code: a file containing one is a copy of that library.
// scripts/check-budgets.mjs checks the built files with the same markers.
const MARKERS = {
  // React's own definition of cloneElement: react-dom and other libraries only call it.
  react: '.cloneElement=',
  'react-dom': '__reactFiber$',
  'styled-components': 'data-styled-version',
  // useQueryClient's error, in @tanstack/react-query's own code only.
  '@tanstack/react-query': 'No QueryClient set',
};

test('React, react-dom, styled-components and react-query are each downloaded and initialised once across the shell and remotes', async ({
  page,
}) => {
  await countInitialisations(page);
  const scripts: { url: string; body: string }[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (/several instances|Invalid hook call|No QueryClient set/i.test(msg.text()))
      warnings.push(msg.text());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });

  // A first visit to pages of three remotes in one document, so each remote has mounted.
  await page.goto('/about');
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const origins = new Set(scripts.map((s) => new URL(s.url).origin));
  expect(
    origins.size,
    'scripts came from the shell and at least three remote origins',
  ).toBeGreaterThanOrEqual(4);
  for (const [library, marker] of Object.entries(MARKERS)) {
    const copies = scripts.filter((s) => s.body.includes(marker)).map((s) => s.url);
    expect(copies, `${library} is downloaded once`).toHaveLength(1);
  }

  const initialised = await readInitialisations(page);
  expect(initialised.reactDomRenderers, 'react-dom registered one renderer').toEqual([
    expect.objectContaining({ rendererPackageName: 'react-dom' }),
  ]);
  expect(initialised.styledSheets, 'styled-components keeps one style sheet').toBe(1);
  expect(initialised.queryOnlineListeners, 'react-query runs from one script').toHaveLength(1);
  expect(warnings).toEqual([]);
});
