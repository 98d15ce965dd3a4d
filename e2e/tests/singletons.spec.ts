import { expect, test } from '@playwright/test';

// Strings that appear in exactly one library's code: a file containing one is a copy of that library.
const MARKERS = {
  // React's own definition of cloneElement: react-dom and other libraries only call it.
  react: '.cloneElement=',
  'react-dom': '__reactFiber$',
  'styled-components': 'data-styled-version',
};

test('React, react-dom and styled-components are each loaded once across the shell and remotes', async ({
  page,
}) => {
  const scripts: { url: string; body: string }[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (/several instances|Invalid hook call/i.test(msg.text())) warnings.push(msg.text());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });

  // Visit pages of three remotes in one document, so each remote has mounted.
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Find a Job' }).first()).toBeVisible();
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
  expect(warnings).toEqual([]);
});
