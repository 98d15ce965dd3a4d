// Editing a listing: an employer edits the title, pay and a question of a listing someone applied
// to. The applicant keeps the version they applied to (their page shows the job as it read, their
// answer beside the question they answered, and says it has changed since); the employer sees
// that application was made under version 1; a new applicant applies to version 2.
import { expect, test } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { confirmInDialog } from '../support/confirm';
import { signInFresh } from '../support/demo';
import { openListingBody } from '../support/listing-pay';
import { uniqueEmail } from '../support/mailbox';

interface Applied {
  version: number;
  current_version: number;
  title: string;
}

test('an employer edits a listing; the earlier applicant keeps version 1, a new one applies to version 2', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const password = 'an employer passphrase';
  const employerApi = await playwright.request.newContext({ baseURL });
  const employerEmail = await signUpViaApi(employerApi, password, 'employer');
  await logInViaApi(employerApi, employerEmail, password);
  const title = `Versioned barista ${uniqueEmail('x').split('@')[0]}`;
  const created = await employerApi.post('/api/employer/listings', {
    data: { ...openListingBody(title), questions: [{ text: 'When can you start?' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The first student applies to version 1.
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const firstEmail = await signInFresh(firstPage, 'student');
  await applyViaApi(firstPage.request, id, firstEmail);

  // The employer edits the title, the pay and the question.
  await logInViaApi(page.request, employerEmail, password);
  await page.goto('/profile/employer');
  await page.getByRole('link', { name: `Edit listing: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/employer/editjob\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job Listing' })).toBeVisible();
  await expect(page.getByText(`Editing version 1 of “${title}”`, { exact: false })).toBeVisible();
  const newTitle = `${title} (head)`;
  await page.getByRole('textbox', { name: 'Job title' }).fill(newTitle);
  await page.getByRole('textbox', { name: 'Pay per hour ($)' }).fill('36.00');
  const question = page.getByRole('textbox', { name: 'Question 1' });
  await expect(question).toHaveValue('When can you start?');
  await question.fill('Which days suit you?');
  await page
    .getByLabel('I confirm that all details in this job listing are accurate and complete.')
    .check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirmInDialog(page, 'Save changes to this job?', 'Save changes');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Changes saved.');

  // The employer sees the application was made under version 1, and the question it answered.
  await page.getByRole('button', { name: newTitle, exact: true }).click();
  await expect(
    page.getByText('Applied to version 1 · the listing has changed since (now version 2)'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View Application' }).click();
  const questions = page.getByRole('region', { name: 'Application Questions' });
  await expect(questions.getByText(/^Applied to version 1/)).toBeVisible();
  await expect(questions.getByText('When can you start?')).toBeVisible();
  await expect(questions.getByText('Happy to work weekends.')).toBeVisible();
  await expect(questions.getByText('Which days suit you?')).toHaveCount(0);

  // The first student's page shows the job as they applied to it, and says it changed since.
  const mine = (await (
    await firstPage.request.get('/api/student/applications?limit=5')
  ).json()) as {
    applications: { id: string }[];
  };
  const applicationId = mine.applications[0]?.id ?? '';
  await firstPage.goto(`/profile/student/application?id=${applicationId}`);
  const applied = firstPage.getByRole('region', { name: 'The job as you applied' });
  await expect(applied.getByText(title, { exact: true })).toBeVisible();
  await expect(applied.getByText('$34.50/h', { exact: false })).toBeVisible();
  await expect(applied.getByText('When can you start?')).toBeVisible();
  await expect(applied.getByText('Happy to work weekends.')).toBeVisible();
  await expect(applied.getByRole('note')).toContainText(
    'The employer has changed this job since you applied.',
  );
  await first.close();

  // A new applicant applies to version 2: the new title and question.
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  const secondEmail = await signInFresh(secondPage, 'student');
  await applyViaApi(secondPage.request, id, secondEmail);
  const theirs = (await (
    await secondPage.request.get('/api/student/applications?limit=5')
  ).json()) as { applications: { id: string }[] };
  const asApplied = (await (
    await secondPage.request.get(`/api/student/applications/${theirs.applications[0]?.id}/listing`)
  ).json()) as Applied;
  expect(asApplied).toMatchObject({ version: 2, current_version: 2, title: newTitle });
  await second.close();

  await page.goto('/profile/employer');
  await page.getByRole('button', { name: newTitle, exact: true }).click();
  await expect(page.getByText('Applied to version 2', { exact: true })).toBeVisible();
  await employerApi.dispose();
});
