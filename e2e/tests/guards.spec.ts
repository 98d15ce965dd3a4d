import { expect, test } from '@playwright/test';
// Real sessions: /jobs/search now asks the API for a student's saved jobs, and a session the API
// does not know ends at that answer (401), as it should.
import { signInAs } from '../support/demo';

test('a visitor opening a protected page goes to login with the page remembered', async ({
  page,
}) => {
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBe('/profile/student');

  await page.goto('/profile/employer/viewapplication?id=abc');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBe(
    '/profile/employer/viewapplication?id=abc',
  );
});

test('a guarded link followed inside the site is redirected too', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Post a Job' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBe(
    '/profile/employer/createjob',
  );
});

test('a student sent to an employer page lands on the job search', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/profile/employer');
  await expect(page).toHaveURL(/\/jobs\/search$/);
  // Not silently: the user is told the page needs an employer account.
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'That page is for employer accounts. You are signed in as a student.',
  );
  // Followed inside the site too: the footer's Post jobs.
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await page.locator('#app-footer').getByRole('link', { name: 'Post jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'That page is for employer accounts.',
  );
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/profile\/student$/);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
    'href',
    '/profile/student',
  );
});

test('an employer cannot open the student profile', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'That page is for student accounts. You are signed in as an employer.',
  );
});

test('auth pages are closed to a signed-in user', async ({ page }) => {
  await signInAs(page, 'employer');
  for (const path of ['/auth/login', '/auth/signup', '/auth/reset/email']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/jobs\/search$/);
  }
});
