import { expect, test, type Page } from '@playwright/test';
import { logInViaApi, signUpStudentViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';

const PASSWORD = 'a student passphrase';

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function firstHospitalityJob(page: Page) {
  const response = await page.request.get(
    '/api/system/jobs/by-category?category_code=HOSP&limit=1',
  );
  const { jobs } = (await response.json()) as { jobs: { id: string; title: string }[] };
  const job = jobs[0];
  if (!job) throw new Error('no open hospitality job');
  return job;
}

test('a student edits the profile, sees and withdraws an application, and logs out', async ({
  page,
  request,
}) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await logInViaApi(request, email, PASSWORD);
  const job = await firstHospitalityJob(page);
  await applyViaApi(request, job.id, email);

  await logIn(page, email);
  await page.goto('/profile/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Api Student' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Profile Details: read-only until Edit Profile; Save Changes needs the accuracy box.
  const degree = page.getByLabel('Degree');
  await expect(degree).toBeDisabled();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await degree.fill('Bachelor of Design');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('I confirm the information I have provided is accurate.').check();
  await save.click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Degree')).toHaveValue('Bachelor of Design');

  // My Job Applications: the row, then Withdraw behind its dialog.
  const table = page.getByRole('table', { name: 'My Job Applications' });
  const row = table.getByRole('row', { name: new RegExp(job.title) });
  await expect(row.getByText('Submitted')).toBeVisible();
  await row.getByRole('button', { name: `Withdraw: ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
  await expect(dialog).toContainText(`This will withdraw your application for the ${job.title} at`);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row.getByText('Withdrawn')).toBeVisible();
  await expect(row.getByRole('button', { name: `Withdraw: ${job.title}` })).toBeDisabled();

  // Log Out replaces the history entry: Back does not return to the profile.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a student deletes the account and cannot log in again', async ({ page, request }) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await logIn(page, email);
  await page.goto('/profile/student');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account?' });
  await expect(dialog).toContainText(
    'This action cannot be undone. All your applications and data will be removed.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
});
