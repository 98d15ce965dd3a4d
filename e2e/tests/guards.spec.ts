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

test('a guarded page reached inside the site is redirected too', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A navigation inside the page, as a link's click makes it (single-spa sees pushState).
  await page.evaluate(() => window.history.pushState(null, '', '/profile/employer/createjob'));
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
  // Reached inside the site too.
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await page.evaluate(() => window.history.pushState(null, '', '/profile/employer/createjob'));
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'That page is for employer accounts.',
  );
  // The footer's Post a Job shows a student the employers' page, with nothing to sign up for.
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await page.locator('#app-footer').getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/employers$/);
  await expect(page.getByText(/You’re signed in with a student account/)).toBeVisible();
  await expect(page.locator('#app-main').getByRole('link', { name: 'Post a job' })).toHaveCount(0);
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
