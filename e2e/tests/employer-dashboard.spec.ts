import { expect, test, type Page } from '@playwright/test';
import { logInViaApi, signUpStudentViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { pdfFile } from '../support/files';
import { waitForMail } from '../support/mailbox';
import { confirmInDialog } from '../support/confirm';
import { fillPay } from '../support/listing-pay';
import { closeCalendar } from '../support/date-picker';

const PASSWORD = 'an employer passphrase';

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // An employer with nowhere else to go lands on their dashboard.
  await expect(page).toHaveURL(/\/profile\/employer$/);
}

/** dd/mm/yyyy of a day `days` from now, as a person types it into the picker. */
function typedDate(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

test('an employer posts a listing, reviews an application, marks it seen and deletes the listing', async ({
  page,
  request,
  browser,
  playwright,
}) => {
  // An employer's and a student's whole journeys in one test: 24–30 s on this 2-core machine,
  // against the suite's 30 s per test.
  test.setTimeout(60_000);
  const { baseURL } = test.info().project.use;
  const employer = await signUpViaApi(request, PASSWORD, 'employer');
  await logIn(page, employer);
  await expect(page.getByRole('heading', { level: 1, name: 'Api Employer Cafe' })).toBeVisible();
  await expect(page.getByText('No job listings.')).toBeVisible();

  // Business Details: Save only after the confirmation.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Description').fill('Specialty coffee two minutes from campus.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByLabel('I confirm the information I have provided is accurate.').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Specialty coffee two minutes from campus.')).toBeVisible();
  const messages = page.getByRole('status', { name: 'Messages' });
  await expect(messages).toContainText('Business details saved.');

  // Create Job Listing.
  await page.getByRole('link', { name: 'List job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Job Listing' })).toBeVisible();
  const title = `Latte Artist ${Date.now()}`;
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption('HOSP');
  // Suggestions lean toward the market (Sydney), as browse's do: Newtown NSW before Newton Boyd.
  await page.getByRole('combobox', { name: 'Location' }).fill('Newt');
  const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(first).toHaveText(/^Newtown\s*NSW 2042/);
  await first.click();
  await expect(page.getByText('Picked: Newtown, NSW 2042, Australia')).toBeVisible();
  await page.getByLabel('Short preview').fill('Pour beautiful flat whites for students.');
  // A typed date the picker refuses is explained, not silently cleared.
  const expiry = page.getByLabel('Expiry date');
  await expiry.fill(typedDate(-1));
  await closeCalendar(page, expiry);
  await page.keyboard.press('Tab');
  await expect(page.getByText('The expiry date must be after today.')).toBeVisible();
  await expiry.fill('31/02/2030');
  await closeCalendar(page, expiry);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
  await expiry.fill(typedDate(14));
  await closeCalendar(page, expiry);
  await expect(page.getByText('Date input not valid.')).toHaveCount(0);
  await page.getByLabel('Maximum applications').fill('0');
  await expect(page.getByText('Maximum applications must be at least 1.')).toBeVisible();
  await page.getByLabel('Maximum applications').fill('5a');
  await expect(page.getByLabel('Maximum applications')).toHaveValue('5');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Weekday mornings, 7am to 11am. Training provided.');
  await fillPay(page, { from: '12', to: '', schedule: 'Weekday mornings' });
  await page.getByRole('textbox', { name: /^Question 1/ }).fill('What is your favourite coffee?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('textbox', { name: /^Question 2/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^Question 2/ }).fill('Which mornings suit you?');
  const post = page.getByRole('button', { name: 'Post Job' });
  await expect(post).toBeDisabled();
  await page
    .getByLabel('I confirm that all details in this job listing are accurate and complete.')
    .check();
  await post.click();
  await confirmInDialog(page, 'Post this job?', 'Post Job');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(messages).toContainText('Job posted.');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Posted')).toBeVisible();

  // A student finds it in browse and applies with a PDF, in a browser of their own.
  const studentContext = await browser.newContext({ baseURL });
  const studentPage = await studentContext.newPage();
  const student = await signUpStudentViaApi(studentPage.request, 'a student passphrase');
  await studentPage.goto('/auth/login');
  await studentPage.getByLabel('Email').fill(student);
  await studentPage
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('a student passphrase');
  await studentPage.getByRole('button', { name: 'Log in' }).click();
  await expect(studentPage).toHaveURL(/\/jobs\/search$/);
  const card = studentPage.getByRole('article', { name: title });
  await expect(card.getByText('$34.50/h casual · 12 h/week')).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(studentPage.getByText('Weekday mornings', { exact: true })).toBeVisible();
  const form = studentPage.getByRole('form', { name: 'Apply for this position' });
  await form.getByRole('textbox', { name: /favourite coffee/ }).fill('A flat white.');
  await form.getByRole('textbox', { name: /Which mornings/ }).fill('Monday and Wednesday.');
  await form.getByLabel('Resume').setInputFiles(pdfFile());
  await form
    .getByLabel('I declare that all details provided in this application are accurate.')
    .check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await confirmInDialog(studentPage, 'Confirm Submission', 'Submit');
  await expect(studentPage).toHaveURL(/\/profile\/student#applications$/);

  // The employer opens it from the expanded row.
  await page.reload();
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('link', { name: 'View Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Reviewing application from')).toBeVisible();
  await expect(page.getByText('What is your favourite coffee?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Api Student Wants You To Know' })).toBeVisible();

  // Open in new tab: a new tab goes to the short-lived link, which shows the stored PDF.
  const [tab, linkResponse] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => /\/api\/employer\/applications\/[^/]+\/resume$/.test(r.url())),
    page.getByRole('button', { name: 'Open in new tab' }).click(),
  ]);
  const { url } = (await linkResponse.json()) as { url: string };
  const file = await page.request.get(url);
  // Inline, so the new tab shows the PDF instead of downloading it and closing.
  expect(file.headers()['content-disposition']).toMatch(/^inline; filename="resume\.pdf"/);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  await page.getByRole('button', { name: 'Mark as Seen' }).click();
  await confirmInDialog(page, 'Mark as seen?', 'Mark as Seen');
  // Seen is a stage of the hiring pipeline now (ADR 0042): the moves left are Shortlist and Reject.
  const decision = page.getByRole('region', { name: 'Application Decision' });
  await expect(decision.getByRole('button', { name: 'Mark as Seen' })).toHaveCount(0);
  await expect(decision.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(messages).toContainText('Marked as seen.');
  await expect(page.getByText('Status: Seen')).toBeVisible();
  const decisionMail = await waitForMail(student, 2);
  expect(decisionMail.subject).toMatch(/viewed|seen/i);
  await studentPage.reload();
  await expect(
    studentPage.getByRole('row', { name: new RegExp(title) }).getByText('Seen'),
  ).toBeVisible();

  // A second applicant is rejected: the employer goes back to the profile.
  const second = await playwright.request.newContext({ baseURL });
  const secondEmail = await signUpStudentViaApi(second, 'another passphrase');
  await logInViaApi(second, secondEmail, 'another passphrase');
  // A degree left empty in the profile must not show as ", USYD".
  const emptied = await second.put('/api/student/profile', {
    data: {
      university: 'USYD',
      degree: '',
      about: '',
      experience: '',
      other_qualifications: '',
      qualifications: [],
    },
  });
  expect(emptied.ok(), await emptied.text()).toBe(true);
  const browse = await second.get('/api/system/jobs/by-category?category_code=HOSP&limit=50');
  const { jobs } = (await browse.json()) as { jobs: { id: string; title: string }[] };
  const job = jobs.find((j) => j.title === title);
  if (!job) throw new Error('the new listing is not in browse');
  await applyViaApi(second, job.id, secondEmail);
  await page.goto('/profile/employer');
  await page.getByRole('button', { name: title, exact: true }).click();
  const secondRow = page.getByRole('row', { name: /Api Student/ }).filter({ hasText: 'Submitted' });
  await expect(secondRow.getByRole('cell', { name: 'USYD', exact: true })).toBeVisible();
  await secondRow.getByRole('link', { name: 'View Application' }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  await confirmInDialog(page, 'Reject Application', 'Reject Application');
  // Back to that listing's applications, open and in view (ADR 0052).
  await expect(page).toHaveURL(/\/profile\/employer\?listing=/);
  await expect(messages).toContainText("Api Student's application rejected.");
  const rejectedFrom = page.getByRole('button', { name: title, exact: true });
  await expect(rejectedFrom).toHaveAttribute('aria-expanded', 'true');
  await expect(rejectedFrom).toBeInViewport();
  // A rejected application stays readable, marked rejected, with no decision and no resume to
  // open (SPEC section 4 hid it).
  const rejectedRow = page
    .getByRole('row', { name: /Api Student/ })
    .filter({ hasText: 'Rejected' });
  await rejectedRow.getByRole('link', { name: 'View (read-only)' }).click();
  await expect(page).toHaveURL(/\/profile\/employer\/viewapplication\?id=/);
  await expect(page.getByText('Status:')).toContainText('Rejected');
  await expect(
    page.getByText(/^You rejected this application and the applicant was told\./),
  ).toBeVisible();
  await expect(page.getByText('No longer available once rejected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open in new tab' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  // Back to the listing's applications: open, in view and focused.
  await page.getByRole('link', { name: '← Back to applications' }).click();
  await expect(page).toHaveURL(/\/profile\/employer\?listing=/);
  const returnedTo = page.getByRole('button', { name: title, exact: true });
  await expect(returnedTo).toHaveAttribute('aria-expanded', 'true');
  await expect(returnedTo).toBeFocused();
  await expect(returnedTo).toBeInViewport();
  await second.dispose();

  // Delete the listing; its status changing does not move the table's columns (across: the
  // dialog hands focus back to the row, which may scroll the page up or down).
  const statusHeader = page.getByRole('columnheader', { name: 'Status' }).first();
  const across = async () => {
    const box = await statusHeader.boundingBox();
    return box && { x: box.x, width: box.width };
  };
  const before = await across();
  const listingRow = page.getByRole('row', { name: new RegExp(title) });
  await listingRow.getByRole('button', { name: `Delete listing: ${title}` }).click();
  await confirmInDialog(page, 'Delete listing?', 'Delete');
  await expect(listingRow.getByText('Removed')).toBeVisible();
  expect(await across()).toEqual(before);
  await studentPage.goto('/jobs/search');
  await expect(studentPage.getByRole('heading', { name: 'Hospitality' })).toBeVisible();
  await expect(studentPage.getByRole('article', { name: title })).toHaveCount(0);
  await studentContext.close();
});
