// A listing's whole life: an employer closes a listing as filled, choosing who was hired;
// the other applicant still waiting is told "This position has been filled", the hired one is
// told they got the job; the listing stays in the employer's list as Filled and its page says so
// with open jobs like it; Post again opens the form filled from it. A deleted listing's link says
// it was removed instead of landing silently on Browse Jobs.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { confirmInDialog } from '../support/confirm';
import { closeCalendar } from '../support/date-picker';
import { signInFresh } from '../support/demo';
import { openListingBody } from '../support/listing-pay';
import { MAIL_HTTP_URL, uniqueEmail, type Mail } from '../support/mailbox';
import { withoutServerView } from '../support/server-view';

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** A date `days` from now as the picker takes it typed (dd/mm/yyyy). */
function typedDate(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

async function postListing(employer: APIRequestContext, title: string): Promise<string> {
  const created = await employer.post('/api/employer/listings', { data: openListingBody(title) });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('an employer closes a listing as filled; the others waiting are told it is filled, the hired one that they got the job', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const password = 'an employer passphrase';
  const employerApi = await playwright.request.newContext({ baseURL });
  const employerEmail = await signUpViaApi(employerApi, password, 'employer');
  await logInViaApi(employerApi, employerEmail, password);
  const title = `Closing barista ${uniqueEmail('x').split('@')[0]}`;
  const id = await postListing(employerApi, title);

  const students: string[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    const email = await signInFresh(studentPage, 'student');
    await applyViaApi(studentPage.request, id, email);
    students.push(email);
    await context.close();
  }

  await logInViaApi(page.request, employerEmail, password);
  await page.goto('/profile/employer');
  await page
    .getByRole('button', { name: `Close listing: ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Close listing?' });
  await expect(
    dialog.getByText('2 applicants still waiting will be told “This position has been filled”.'),
  ).toBeVisible();
  // Both applicants are named "Api Student": the first box is the first listed.
  await dialog.getByRole('checkbox').first().check();
  await expect(
    dialog.getByText('1 applicant still waiting will be told “This position has been filled”.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'Listing closed. 1 applicant is being told.',
  );
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Filled')).toBeVisible();
  // Filled, it is no longer closed but can be posted again.
  await expect(row.getByRole('button', { name: `Close listing: ${title}` })).toHaveCount(0);

  // The one still waiting heard it has been filled; the hired one heard only that they got the job.
  const aboutIt = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.includes(title));
  await expect
    .poll(async () =>
      (await Promise.all(students.map(async (s) => (await aboutIt(s)).length))).sort(),
    )
    .toEqual([1, 1]);
  const subjects = (await Promise.all(students.map(aboutIt))).flat().map((mail) => mail.subject);
  expect(subjects.sort()).toEqual(
    [
      `The position '${title}' has been filled`,
      `You got the job: ${title} at Api Employer Cafe`,
    ].sort(),
  );
  const filled = (await Promise.all(students.map(aboutIt)))
    .flat()
    .find((mail) => mail.subject.endsWith('has been filled'));
  expect(filled?.text).toContain('This position has been filled');

  // The job's page says so to anyone who follows a link to it.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs/apply?id=${id}`);
  await expect(visitor.getByRole('heading', { name: 'This job has been filled' })).toBeVisible();
  await expect(visitor.getByText('Ready to Apply?')).toHaveCount(0);
  // Who the work would be for: the employer's own description, under the role's.
  await expect(visitor.getByRole('heading', { name: 'About Api Employer Cafe' })).toBeVisible();
  await expect(visitor.getByText('Coffee near campus.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Api Employer Cafe' })).toHaveCount(0);

  // Post again: the form comes filled from it, with a new expiry to choose; posted, it is new.
  await row.getByRole('link', { name: `Post again: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/employer/createjob\\?from=${id}$`));
  await expect(page.getByText(`Posting again: “${title}”.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Description' })).not.toHaveValue('');
  const expiry = page.getByLabel('Expiry date');
  await expect(expiry).toHaveValue('');
  await expiry.fill(typedDate(21));
  await closeCalendar(page, expiry);
  await page
    .getByLabel('I confirm that all details in this job listing are accurate and complete.')
    .check();
  await page.getByRole('button', { name: 'Post Job' }).click();
  await confirmInDialog(page, 'Post this job?', 'Post Job');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  const rows = page.getByRole('row', { name: new RegExp(title) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Filled' })).toHaveCount(1);

  // Deleted afterwards, its link says it was removed, at the same address, and offers open jobs
  // like it (the one just posted again is one).
  expect((await employerApi.delete(`/api/employer/listings/${id}`)).status()).toBe(200);
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This job was removed' }),
  ).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/jobs/apply\\?id=${id}$`));
  const similar = visitor.getByRole('region', { name: 'Open jobs like this one' });
  await expect(similar.getByRole('link').first()).toBeVisible();
  await visitor.getByRole('link', { name: 'Search open jobs' }).click();
  await expect(visitor).toHaveURL(/\/jobs\/search$/);
  await visitor.close();
  await employerApi.dispose();
});

test('a job link that never led to a job says so; a failed server goes back to search and says why', async ({
  page,
}) => {
  await page.goto('/jobs/apply?id=00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find this job' }),
  ).toBeVisible();

  // The API failing for the browser (and for the site server, which then sends no view).
  await withoutServerView(page);
  await page.route('**/api/student/jobs/*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/jobs/apply?id=00000000-0000-4000-8000-000000000001');
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'That job could not be loaded.' }),
  ).toBeVisible();
});

test('a title with a 34-letter word does not push a phone’s page sideways', async ({
  page,
  playwright,
  baseURL,
}) => {
  const password = 'an employer passphrase';
  const employerApi = await playwright.request.newContext({ baseURL });
  const employerEmail = await signUpViaApi(employerApi, password, 'employer');
  await logInViaApi(employerApi, employerEmail, password);
  const id = await postListing(employerApi, 'Supercalifragilisticexpialidocious Barista');
  await employerApi.dispose();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/jobs/apply?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Supercalifragilistic');
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect.poll(sideways).toBe(0);

  await logInViaApi(page.request, employerEmail, password);
  await page.goto('/profile/employer');
  await expect(page.getByText('Supercalifragilisticexpialidocious Barista').first()).toBeVisible();
  await expect.poll(sideways).toBe(0);
});
