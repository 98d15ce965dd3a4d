import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { restartService, stopChild, stopService } from '../support/processes';

const REMOTE = 'mf-legal';
let replacement: ChildProcess | undefined;

// The suite's web server owns the original; the replacement started here is this file's to end.
// The stop is of whatever serves the remote now, so a retry after a failure starts from the same
// place as the first try.
test.afterAll(() => stopChild(replacement));

test('a remote that is down shows Retry while the rest of the site works, and Retry recovers', async ({
  page,
}) => {
  await stopService(REMOTE);

  await page.goto('/about');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByText("This page couldn't be loaded")).toBeVisible();

  // The nav and the other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.goto('/about');
  await expect(retry).toBeVisible();
  replacement = await restartService(REMOTE);
  await retry.click();
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();
  await expect(retry).toBeHidden();
});
