import { expect, test, type Page } from '@playwright/test';
import { logInViaApi, signUpStudentViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { confirmInDialog } from '../support/confirm';
import { demoHospitalityJobs, demoJobs } from '../support/demo';

const PASSWORD = 'a student passphrase';

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function firstHospitalityJob(page: Page) {
  const [job] = await demoHospitalityJobs(page);
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
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Profile saved.');
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
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'Application withdrawn.',
  );
  await expect(row.getByRole('button', { name: `Withdraw: ${job.title}` })).toBeDisabled();

  // The job is still open: its page says the application was withdrawn and offers the form
  // again.
  await row.getByRole('link', { name: job.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You withdrew your application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
  await page.goto('/profile/student');

  // Log Out replaces the history entry: Back does not return to the profile.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await confirmInDialog(page, 'Log out?', 'Log Out');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'You have logged out.',
  );
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a student deletes the account and cannot log in again', async ({ page, request }) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await logIn(page, email);
  await page.goto('/profile/student');
  // Not beside Log Out: in the danger zone at the bottom, which says what deletion removes and keeps.
  const zone = page.getByRole('region', { name: 'Danger zone' });
  await expect(zone).toContainText('What we keep:');
  await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(1);
  await zone.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account?' });
  await expect(dialog).toContainText(
    'This action cannot be undone. All your applications and data will be removed.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(
    'Your account has been deleted.',
  );

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
});

/**
 * Open jobs of the demo with places left, across categories: never a listing another test posted,
 * whose own applicants that test counts.
 */
async function openJobs(page: Page, count: number) {
  const found: string[] = [];
  for (const code of ['HOSP', 'RETL', 'EVNT', 'PHYS', 'OFFC', 'OTHR']) {
    const jobs = await demoJobs(page, code);
    found.push(...jobs.filter((j) => j.applications < j.max_applications).map((j) => j.id));
  }
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

test('a student pages through 12 applications, Cancel discards an edit, and cards show at 375 px', async ({
  page,
  request,
}) => {
  const email = await signUpStudentViaApi(request, PASSWORD);
  await logInViaApi(request, email, PASSWORD);
  for (const id of await openJobs(page, 12)) await applyViaApi(request, id, email);

  await logIn(page, email);
  await page.goto('/profile/student');
  const table = page.getByRole('table', { name: 'My Job Applications' });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Showing 1–5 of 12')).toBeVisible();
  await expect(pager.getByText('Page 1 of 3')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(pager.getByText('Showing 11–12 of 12')).toBeVisible();
  await expect(pager.getByText('Page 3 of 3')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Showing 6–10 of 12')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);

  // Cancel discards the draft.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('University').fill('Somewhere else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('University')).toHaveValue('USYD');
  await expect(page.getByLabel('University')).toBeDisabled();

  // Narrow screens get a card list instead of the table.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'My Job Applications' });
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await expect(cards.getByRole('button', { name: /^Withdraw: / }).first()).toBeVisible();
  // The last, shorter page keeps the list in view instead of leaving the user at the footer.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeInViewport();
});
