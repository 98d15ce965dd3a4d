// Screens that never pretend: with one call failing, each place says so and offers
// Retry instead of an empty list or a skeleton that never ends; a failed save or withdrawal says
// so beside its button and keeps what was typed.
import { expect, test, type Page } from '@playwright/test';
import { applyViaApi } from '../support/applications';
import { openJobId, signInAs, signInFresh } from '../support/demo';
import { withoutServerView } from '../support/server-view';

/**
 * Answers the next `times` calls that `matches` with a 500, then lets calls through. Most loads
 * retry a 5xx once (shared-kit's query client), so they need two failures to fail; a category's
 * jobs (no retry) and a save need one.
 */
async function failNext(page: Page, matches: (url: URL, method: string) => boolean, times: number) {
  let left = times;
  await page.route(
    () => left > 0,
    async (route) => {
      if (left > 0 && matches(new URL(route.request().url()), route.request().method())) {
        left -= 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      } else await route.fallback();
    },
  );
}

const path = (suffix: string) => (url: URL) => url.pathname === `/api${suffix}`;

test('a category whose jobs failed to load says so, and Retry shows them', async ({ page }) => {
  await withoutServerView(page);
  await failNext(
    page,
    (url) =>
      url.pathname === '/api/system/jobs/by-category' &&
      url.searchParams.get('category_code') === 'HOSP',
    1,
  );
  await page.goto('/jobs/search');
  const hospitality = page.getByRole('region', { name: 'Hospitality', exact: true });
  const failure = hospitality.getByRole('alert');
  await expect(failure).toContainText('Hospitality jobs could not be loaded.');
  await expect(hospitality.getByText('No Hospitality jobs match your filters.')).toHaveCount(0);
  // The other categories are not affected.
  await expect(
    page.getByRole('region', { name: 'Retail', exact: true }).getByRole('article').first(),
  ).toBeVisible();

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(hospitality.getByRole('article').first()).toBeVisible();
  await expect(hospitality.getByRole('alert')).toHaveCount(0);
});

test('failed categories say so with Retry, not the server’s raw text', async ({ page }) => {
  await withoutServerView(page);
  await failNext(page, path('/system/job-categories'), 2);
  await page.goto('/jobs/search');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load categories' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('region', { name: 'Hospitality', exact: true }).getByRole('article').first(),
  ).toBeVisible();
});

test('a student’s failed applications and profile say so, and Retry loads them', async ({
  page,
}) => {
  await signInFresh(page, 'student');
  await failNext(page, (url) => url.pathname === '/api/student/applications', 2);
  await failNext(page, path('/student/profile'), 2);
  await page.goto('/profile/student');

  const applications = page.getByRole('region', { name: 'My Job Applications' });
  const listFailure = applications.getByRole('alert');
  await expect(listFailure).toContainText('Your applications could not be loaded.');
  await expect(
    applications.getByText(
      'You have not applied for a job yet. Find one you like and apply in a few minutes.',
    ),
  ).toHaveCount(0);
  const profileFailure = page
    .getByRole('alert')
    .filter({ hasText: 'Your profile details could not be loaded.' });
  await expect(profileFailure).toBeVisible();

  await listFailure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    applications.getByText(
      'You have not applied for a job yet. Find one you like and apply in a few minutes.',
    ),
  ).toBeVisible();
  await profileFailure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Degree')).toBeVisible();
});

test('a failed profile save says so and keeps the edit', async ({ page }) => {
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Degree').fill('Bachelor of Design');
  await page.getByLabel('I confirm the information I have provided is accurate.').check();
  await failNext(
    page,
    (url, method) => url.pathname === '/api/student/profile' && method === 'PUT',
    1,
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your changes could not be saved. Please try again.',
  );
  await expect(page.getByLabel('Degree')).toHaveValue('Bachelor of Design');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Degree')).toHaveValue('Bachelor of Design');
});

test('a failed withdrawal keeps its dialog open and says so', async ({ page }) => {
  const email = await signInFresh(page, 'student');
  const jobId = await openJobId(page);
  await applyViaApi(page.request, jobId, email);
  await page.goto('/profile/student');
  await page
    .getByRole('button', { name: /^Withdraw: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
  await failNext(page, (url) => url.pathname.endsWith('/withdraw'), 1);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your application could not be withdrawn. Please try again.',
  );
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Withdrawn').first()).toBeVisible();
});

test('an employer’s failed listings and description save say so', async ({ page }) => {
  await signInAs(page, 'employer');
  await failNext(page, (url) => url.pathname === '/api/employer/listings', 2);
  await page.goto('/profile/employer');
  const listings = page.getByRole('region', { name: 'Your Job Listings' });
  const failure = listings.getByRole('alert');
  await expect(failure).toContainText('Your job listings could not be loaded.');
  await expect(listings.getByText('No job listings.')).toHaveCount(0);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(listings.getByRole('table', { name: 'Your Job Listings' })).toBeVisible();

  const details = page.getByRole('region', { name: 'Business Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  const description = details.getByLabel('Description');
  await description.fill('A family café in Newtown.');
  await details.getByLabel('I confirm the information I have provided is accurate.').check();
  await failNext(
    page,
    (url, method) => url.pathname === '/api/employer/profile' && method === 'PUT',
    1,
  );
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('alert')).toHaveText(
    'Your details could not be saved. Please try again.',
  );
  await expect(description).toHaveValue('A family café in Newtown.');
});
