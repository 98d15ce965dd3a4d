// One-tap apply: a student keeps a resume on their profile and applies with it, with no
// upload; the employer opens exactly the file that was saved then, even after it is replaced.
import { expect, test } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { signInFresh } from '../support/demo';
import { pdfFile } from '../support/files';
import { openListingBody } from '../support/listing-pay';

test('a student saves a resume on the profile and applies with it without choosing a file', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const password = 'an employer passphrase';
  await logInViaApi(employer, await signUpViaApi(employer, password, 'employer'), password);
  const title = `Saved resume barista ${Date.now()}`;
  const created = await employer.post('/api/employer/listings', { data: openListingBody(title) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  const section = page.getByRole('region', { name: 'Saved resume' });
  await expect(section.getByText('No saved resume yet.')).toBeVisible();
  await section.getByLabel('Upload a resume').setInputFiles(pdfFile('my-cv.pdf'));
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Resume saved.');
  await expect(section.getByText('my-cv.pdf')).toBeVisible();

  // The apply form offers it first; nothing to upload.
  await page.goto(`/jobs/apply?id=${id}`);
  const form = page.getByRole('form', { name: 'Apply for this position' });
  const saved = form.getByRole('radio', { name: /^Use my saved resume \(my-cv\.pdf, uploaded / });
  await expect(saved).toBeChecked();
  await expect(form.getByLabel('Resume', { exact: true })).toHaveCount(0);
  await form
    .getByLabel('I declare that all details provided in this application are accurate.')
    .check();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/\/storage\/upload|amazonaws|s3/.test(request.url())) uploads.push(request.url());
  });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Submission' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Application sent.');
  expect(uploads).toEqual([]);

  // Replacing the saved resume later does not change what the employer has.
  await section.getByLabel('Replace').setInputFiles(pdfFile('newer-cv.pdf'));
  await expect(section.getByText('newer-cv.pdf')).toBeVisible();
  // This student's application: journeys on the other worker may apply to this listing too, the
  // newest in Hospitality.
  const job = await page.request.get(`/api/student/jobs/${id}`);
  const mine = ((await job.json()) as { my_application: { id: string } | null }).my_application;
  expect(mine).not.toBeNull();
  const detail = await employer.get(`/api/employer/applications/${mine?.id}`);
  expect(((await detail.json()) as { resume_file_name: string }).resume_file_name).toBe(
    'my-cv.pdf',
  );
  await employer.dispose();
});
