import { expect, test, type Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { signInAs } from '../support/demo';
import { alertMails, newEmployer, uniqueWord } from '../support/job-alerts';
import { waitForMail } from '../support/mailbox';

// Vetted listings, as the people involved meet them: a listing that asks for money and
// bank details is held from its employer's first post until the demo moderator approves it on
// /moderation, then it is in browse and reaches a matching instant alert; a live listing a
// student reports from its page is removed by the moderator, and its applicant is warned by mail.

const SCAM =
  'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details.';

/** The review screen of the listing titled `title`, opened from the queue's `tab`. */
async function openFromQueue(page: Page, tab: 'Held for review' | 'Reported', title: string) {
  await signInAs(page, 'moderator');
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel', { name: tab }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function decide(page: Page, decision: 'Approve' | 'Remove', reason: string) {
  await page.getByRole('radio', { name: decision }).check();
  await page.getByLabel('Reason (the employer reads it)').fill(reason);
  await page.getByRole('button', { name: decision === 'Remove' ? 'Remove…' : 'Approve' }).click();
}

test('a held listing approved by a moderator appears in browse and reaches a matching alert', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  // A student's instant alert for the word, saved through the API as the screen does.
  const student = await playwright.request.newContext({ baseURL });
  const password = 'a fresh passphrase';
  const studentEmail = await signUpViaApi(student, password, 'student');
  await logInViaApi(student, studentEmail, password);
  const alert = await student.post('/api/student/alerts', {
    data: {
      search: { category_code: 'EVNT', q: word, place: null, min_hourly_cents: null },
      frequency: 'instant',
    },
  });
  expect(alert.status(), await alert.text()).toBe(201);

  // A new employer's first listing asks for a deposit and bank details: held, not public.
  const employer = await newEmployer(playwright, baseURL);
  const title = `Event ${word} crew`;
  const id = await employer.post(title, 'EVNT', SCAM);
  const detail = await page.request.get(`/api/student/jobs/${id}`);
  expect(detail.status()).toBe(404);

  await openFromQueue(page, 'Held for review', title);
  await expect(
    page.getByText('Asks the applicant to pay: a fee, deposit or purchase before starting'),
  ).toBeVisible();
  await decide(page, 'Approve', 'Called the employer: the deposit is gone from the wording.');
  await expect(page.getByRole('status').getByText('Published.')).toBeVisible();

  // Public now: in browse, and mailed to the matching alert once.
  await page.goto(`/jobs/search?q=${word}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect
    .poll(async () => (await alertMails(studentEmail)).length, { timeout: 30_000 })
    .toBe(1);
  const [mail] = await alertMails(studentEmail);
  expect(mail?.subject).toMatch(new RegExp(`^New job: ${title} at `));
  expect(mail?.text).toContain(`/jobs/apply?id=${id}`);
});

test('a reported live listing removed by a moderator mails its applicants the warning', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const employer = await newEmployer(playwright, baseURL);
  const title = `Event ${word} usher`;
  const id = await employer.post(title, 'EVNT');

  // A student applies; another reports the listing from its page.
  const applicant = await playwright.request.newContext({ baseURL });
  const password = 'a fresh passphrase';
  const applicantEmail = await signUpViaApi(applicant, password, 'student');
  await logInViaApi(applicant, applicantEmail, password);
  await applyViaApi(applicant, id, applicantEmail);

  const reporter = await page.context().browser()?.newContext({ baseURL });
  if (!reporter) throw new Error('no browser');
  const reporterPage = await reporter.newPage();
  const reporterEmail = await signUpViaApi(reporterPage.request, password, 'student');
  await logInViaApi(reporterPage.request, reporterEmail, password);
  await reporterPage.goto(`/jobs/apply?id=${id}`);
  await reporterPage.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = reporterPage.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('What is wrong?').selectOption({ label: 'Scam or fraud' });
  await dialog.getByLabel(/Tell us more/).fill('They asked me to pay for the uniform on WhatsApp.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporterPage.getByText('Thanks. Our team will look at this listing.')).toBeVisible();
  await reporter.close();

  await openFromQueue(page, 'Reported', title);
  await expect(page.getByText('They asked me to pay for the uniform on WhatsApp.')).toBeVisible();
  await decide(page, 'Remove', 'Asks applicants to pay for a uniform off the site.');
  const confirm = page.getByRole('dialog', { name: 'Remove this listing?' });
  await confirm.getByRole('button', { name: 'Remove listing' }).click();
  await expect(
    page.getByRole('status').getByText('Removed; applicants warned and posting paused.'),
  ).toBeVisible();

  // The applicant's mail: a warning, not a rejection. (Their first mail was the sign-up code.)
  const warning = await waitForMail(applicantEmail, 2);
  expect(warning.subject).toBe(`A warning about the listing '${title}'`);
  expect(warning.text).toContain(
    'this listing was removed by our team; never send money or bank details to get a job',
  );
  // Its page is gone for good: 410, which the job page explains.
  expect((await page.request.get(`/api/student/jobs/${id}`)).status()).toBe(410);
});
