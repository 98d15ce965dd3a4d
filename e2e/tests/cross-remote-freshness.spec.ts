// A write on one remote changes what another shows: when the person moves there through the site's
// own links, in the same page load, the other remote shows the change — never the answer it read
// before. One journey per write that crosses remotes (applying has its own in jobs.spec.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { signInFresh } from '../support/demo';
import { pdfFile } from '../support/files';
import { openListingBody } from '../support/listing-pay';
import { uniqueWord } from '../support/job-alerts';

/** A fresh employer posts a listing under a title nobody else uses; returns its id and title. */
async function postListing(request: APIRequestContext, tag: string) {
  const password = 'an employer passphrase';
  await logInViaApi(request, await signUpViaApi(request, password, 'employer'), password);
  const title = `${tag} ${Date.now()}`;
  const created = await request.post('/api/employer/listings', { data: openListingBody(title) });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, title };
}

/** Marks the page's document, so the test can prove no navigation reloaded it. */
const markPageLoad = (page: Page) =>
  page.evaluate(() => Object.assign(window, { samePageLoad: true }));
const stillSamePageLoad = async (page: Page) =>
  expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).first();

/** From anywhere on the site to a job's page through search, without loading a document. */
async function openThroughSearch(page: Page, title: string) {
  await nav(page, 'Jobs').click();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a withdrawal on the profile shows on the job page the student goes back to', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const job = await postListing(employer, 'Withdraw and go back');
  await employer.dispose();
  const email = await signInFresh(page, 'student');
  await applyViaApi(page.request, job.id, email);

  await page.goto(`/jobs/apply?id=${job.id}`);
  await expect(page.getByRole('heading', { name: 'You applied for this job' })).toBeVisible();
  await markPageLoad(page);
  await page.getByRole('link', { name: 'View your applications' }).click();
  await page.getByRole('button', { name: `Withdraw: ${job.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw application?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'Application withdrawn.',
  );

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'You withdrew your application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You applied for this job' })).toHaveCount(0);
  await stillSamePageLoad(page);
});

test('a job saved on its page is in the profile, and removed there it is unsaved on its page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const job = await postListing(employer, 'Save across remotes');
  await employer.dispose();
  await signInFresh(page, 'student');

  // The profile's saved jobs are read first, so a stale answer would be in memory.
  await page.goto('/profile/student');
  const saved = page.getByRole('region', { name: 'Saved Jobs' });
  await expect(saved.getByText(job.title)).toHaveCount(0);
  await expect(saved.locator('[aria-busy="true"]')).toHaveCount(0);
  await markPageLoad(page);

  await openThroughSearch(page, job.title);
  await page.getByRole('button', { name: 'Save job', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await nav(page, 'Profile').click();
  await expect(saved.getByText(job.title, { exact: true }).first()).toBeVisible();
  await saved
    .getByRole('button', { name: `Remove from saved jobs: ${job.title}` })
    .first()
    .click();
  await expect(saved.getByText(job.title, { exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save job', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await stillSamePageLoad(page);
});

test('a resume saved on the profile is offered on the job page the student goes back to', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const job = await postListing(employer, 'Resume across remotes');
  await employer.dispose();
  await signInFresh(page, 'student');

  await page.goto(`/jobs/apply?id=${job.id}`);
  const form = page.getByRole('form', { name: 'Apply for this position' });
  await expect(form.getByLabel('Resume')).toBeVisible();
  await markPageLoad(page);

  await nav(page, 'Profile').click();
  const section = page.getByRole('region', { name: 'Saved resume' });
  await section.getByLabel('Upload a resume').setInputFiles(pdfFile('across-cv.pdf'));
  await expect(section.getByText('across-cv.pdf')).toBeVisible();

  await page.goBack();
  await expect(
    form.getByRole('radio', { name: /^Use my saved resume \(across-cv\.pdf, uploaded / }),
  ).toBeChecked();
  await stillSamePageLoad(page);
});

test('an alert saved on search is in the profile the student opens next', async ({ page }) => {
  const word = uniqueWord();
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await expect(page.getByRole('heading', { name: 'Job Alerts' })).toBeVisible();
  await expect(page.getByText(`"${word}" in Events`, { exact: true })).toHaveCount(0);
  await markPageLoad(page);

  await nav(page, 'Jobs').click();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
  await dialog.getByLabel('Category').selectOption({ label: 'Events' });
  await dialog.getByLabel("As soon as they're posted").check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText("Alert saved. We'll email you new jobs like these.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await nav(page, 'Profile').click();
  await expect(page.getByText(`"${word}" in Events`, { exact: true })).toBeVisible();
  await stillSamePageLoad(page);
});
