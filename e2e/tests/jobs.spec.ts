import { expect, test, type Page } from '@playwright/test';
import { signUpStudentViaApi } from '../support/accounts';
import { pdfFile } from '../support/files';
import { confirmInDialog } from '../support/confirm';
import { demoHospitalityJobs } from '../support/demo';
import { withoutServerView } from '../support/server-view';

const PASSWORD = 'a student passphrase';

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

function category(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens a demo hospitality job's page by its title. */
async function openJob(page: Page, title: string) {
  const job = (await demoHospitalityJobs(page)).find((j) => j.title === title);
  if (!job) throw new Error(`no open job called ${title}`);
  await page.goto(`/jobs/apply?id=${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Fills the apply form: every answer box, the resume and the declaration. */
async function fillApplication(page: Page) {
  const form = page.getByRole('form', { name: 'Apply for this position' });
  const boxes = form.getByRole('textbox');
  await expect(form.getByLabel('Preferred email')).not.toHaveValue('');
  for (const box of await form.locator('textarea').all()) {
    await box.fill('Weekday afternoons and weekends; RSA current.');
  }
  await expect(boxes.first()).not.toHaveValue('');
  await form.getByLabel('Resume').setInputFiles(pdfFile());
  await form
    .getByLabel('I declare that all details provided in this application are accurate.')
    .check();
  return form;
}

test('a visitor browses, filters by suburb and radius, loads more and opens a job', async ({
  page,
}) => {
  await page.goto('/jobs/search');
  const hospitality = category(page, 'Hospitality');
  await expect(hospitality.getByRole('article')).toHaveCount(3);
  await hospitality.getByRole('button', { name: 'More Hospitality Jobs' }).click();
  await expect(hospitality.getByRole('article')).not.toHaveCount(3);
  expect(await hospitality.getByRole('article').count()).toBeGreaterThan(3);
  await expect(page.getByRole('link', { name: 'For employers' })).toHaveAttribute(
    'href',
    '/employers',
  );

  // A suburb typed but not picked is not silently ignored.
  await page.getByRole('combobox', { name: 'Location' }).fill('Nowhereville');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Choose a suburb from the suggestions/)).toBeVisible();

  // The picked suburb's coordinates arrive only after Apply is pressed, as on a slow connection:
  // Apply waits for them, then filters, instead of saying no suburb was picked.
  let releaseDetails = () => {};
  const detailsHeld = new Promise<void>((resolve) => (releaseDetails = resolve));
  await page.route('**/api/places/details*', async (route) => {
    await detailsHeld;
    await route.continue();
  });
  await page.getByRole('combobox', { name: 'Location' }).fill('Newtown');
  const details = page.waitForRequest('**/api/places/details*');
  await page
    .getByRole('option', { name: /Newtown/ })
    .first()
    .click();
  await details;
  await page.getByLabel('Radius').selectOption('2');
  await page.getByRole('button', { name: 'Apply' }).click();
  releaseDetails();
  await expect(
    hospitality.getByRole('article', { name: 'Bar Attendant (Evenings)' }),
  ).toBeVisible();
  await expect(hospitality.getByRole('article', { name: 'Beachside Waitstaff' })).toHaveCount(0);
  await expect(page.getByText('No Office & Admin jobs match your filters.')).toBeVisible();
  await expect(page.getByText(/Choose a suburb from the suggestions/)).toHaveCount(0);
  await page.unroute('**/api/places/details*');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  await expect(hospitality.getByRole('article')).toHaveCount(3);

  await hospitality
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(/\/jobs\/apply\?id=/);
  await expect(page.getByText(/\d+ \/ \d+ applicants/)).toBeVisible();
});

test('Get Started sends a visitor to login and back to the job', async ({ page, request }) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await page.goto('/jobs/search');
  await category(page, 'Retail')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Details' })
    .click();
  const jobUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Ready to Apply?' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, email);
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
});

test('a student applies with a real PDF', async ({ page, request }) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await page.goto('/auth/login');
  await logIn(page, email);
  await openJob(page, 'Bar Attendant (Evenings)');
  const before = await page.getByText(/\d+ \/ \d+ applicants/).textContent();

  const form = await fillApplication(page);
  await form.getByRole('button', { name: 'Submit application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toHaveText(/Application sent\./);
  // At the application just sent, not the top of the profile two screens above it.
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeInViewport();

  // The job page now knows: the application, not the form a second apply would fail on.
  await openJob(page, 'Bar Attendant (Evenings)');
  const after = await page.getByText(/\d+ \/ \d+ applicants/).textContent();
  expect(Number(after?.split(' ')[0])).toBe(Number(before?.split(' ')[0]) + 1);
  const applied = page.getByRole('region', { name: 'You applied for this job' });
  await expect(applied).toContainText(/Applied on \w{3} \d{1,2}, \d{4}\. Status: Submitted/);
  await expect(page.getByRole('form', { name: 'Apply for this position' })).toHaveCount(0);
  await applied.getByRole('link', { name: 'View your applications' }).click();
  await expect(page).toHaveURL(/\/profile\/student$/);
});

test('each new application shows on the profile at once, the next one too, without a reload', async ({
  page,
  request,
}) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await page.goto('/auth/login');
  await logIn(page, email);
  const taken = ['Bar Attendant (Evenings)', 'Kitchen Hand'];
  const [first, second] = (await demoHospitalityJobs(page)).filter(
    (job) => !taken.includes(job.title) && job.applications < job.max_applications,
  );
  if (!first || !second) throw new Error('two open demo hospitality jobs with room are needed');
  const applications = page.getByRole('region', { name: 'My Job Applications' });

  await openJob(page, first.title);
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  const firstForm = await fillApplication(page);
  await firstForm.getByRole('button', { name: 'Submit application' }).click();
  await confirmInDialog(page, 'Confirm Submission', 'Submit');
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
  await expect(applications.getByText(first.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeInViewport();

  // On to the next job through the site's own links: the list read a moment ago is in memory.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Jobs', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(second.title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('article', { name: second.title })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  const secondForm = await fillApplication(page);
  await secondForm.getByRole('button', { name: 'Submit application' }).click();
  await confirmInDialog(page, 'Confirm Submission', 'Submit');
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
  await expect(applications.getByText(second.title)).toBeVisible();
  await expect(applications.getByText(first.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeInViewport();
  // One page load from start to end: the list was refreshed, not the browser.
  expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);
});

test('a full job says so instead of offering the form, to a visitor too', async ({ page }) => {
  const id = (await demoHospitalityJobs(page))[0]?.id ?? '';
  // The job as the API would send it once its last place is taken.
  await withoutServerView(page);
  await page.route(`**/api/student/jobs/${id}`, async (route) => {
    const job = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...job, availability: 'full' } });
  });
  await page.goto(`/jobs/apply?id=${id}`);
  await expect(page.getByRole('heading', { name: 'This job is full' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Apply?' })).toHaveCount(0);
});

test('a failed upload leaves no application behind', async ({ page, request }) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await page.goto('/auth/login');
  await logIn(page, email);
  await openJob(page, 'Kitchen Hand');

  await page.route('**/api/storage/upload**', (route) => route.fulfill({ status: 500 }));
  const form = await fillApplication(page);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await confirmInDialog(page, 'Confirm Submission', 'Submit');
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to submit application. Please try again.',
  );

  // Had the first application survived, this second one would be refused as a duplicate.
  await page.unroute('**/api/storage/upload**');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await confirmInDialog(page, 'Confirm Submission', 'Submit');
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
});
