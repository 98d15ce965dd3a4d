// Profile edits not saved are not dropped without asking. Leaving for another page asks
// (the browser's confirm); staying keeps the edit, leaving goes.
import { expect, test, type Page } from '@playwright/test';
import { signInFresh } from '../support/demo';

const UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

async function leaveForJobs(page: Page, answer: 'stay' | 'leave') {
  const asked = page.waitForEvent('dialog');
  const click = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  const dialog = await asked;
  expect(dialog.type()).toBe('confirm');
  expect(dialog.message()).toBe(UNSAVED);
  await (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  await click;
}

test('a student who edited the profile is asked before leaving, and can stay with the edit', async ({
  page,
}) => {
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const university = page.getByLabel('University');
  await university.fill('University of Sydney');

  await leaveForJobs(page, 'stay');
  await expect(page).toHaveURL(/\/profile\/student$/);
  await expect(university).toHaveValue('University of Sydney');

  await leaveForJobs(page, 'leave');
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
});

test('an employer who edited the description is asked before leaving', async ({ page }) => {
  await signInFresh(page, 'employer');
  await page.goto('/profile/employer');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Description').fill('Coffee, cakes and a friendly team.');
  await leaveForJobs(page, 'stay');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(page.getByLabel('Description')).toHaveValue('Coffee, cakes and a friendly team.');
});

test('an employer who typed a new listing is asked before leaving it', async ({ page }) => {
  await signInFresh(page, 'employer');
  await page.goto('/profile/employer/createjob');
  const title = page.getByRole('textbox', { name: 'Job title' });
  await title.fill('Weekend barista');
  await leaveForJobs(page, 'stay');
  await expect(page).toHaveURL(/\/profile\/employer\/createjob$/);
  await expect(title).toHaveValue('Weekend barista');
  await leaveForJobs(page, 'leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
});

test('nothing is asked when nothing was changed', async ({ page }) => {
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('logging out with edits not saved asks only the logout question', async ({ page }) => {
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('University').fill('University of Sydney');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'You have logged out.',
  );
  expect(asked).toEqual([]);
});
