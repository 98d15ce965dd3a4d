// Verified students: a student proves a university address with the code the API mails
// to it (read from the suite's SMTP server), and the employer they apply to sees the badge on the
// applicant list and on the application.
import { expect, test } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { signInFresh } from '../support/demo';
import { openListingBody } from '../support/listing-pay';
import { codeIn, waitForMail } from '../support/mailbox';

/** "Nov 2026": the month a verification made now shows, as the badge writes it. */
const thisMonth = () =>
  new Date().toLocaleDateString('en-AU', {
    month: 'short',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });

test('a student verifies with the mailed code, and the employer sees the badge on the application', async ({
  page,
  browser,
  baseURL,
}) => {
  const studentEmail = await signInFresh(page, 'student');
  await page.goto('/profile/student');
  const card = page.getByRole('region', { name: 'Verify your student status' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Verify my student email' }).click();
  const address = card.getByRole('textbox', { name: /University or TAFE email/ });
  await expect(address).toBeFocused();

  // A personal address is refused, with the addresses that count.
  await address.fill(studentEmail);
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await expect(card.getByText(/^That address can't verify your student status\./)).toBeVisible();

  const uni = `z${Date.now().toString(36)}@ad.unsw.edu.au`;
  await address.fill(uni);
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await expect(card.getByText(`We emailed a 6-digit code to ${uni} (UNSW)`)).toBeVisible();
  const mail = await waitForMail(uni);
  expect(mail.subject).toBe('Your Student Gigs student verification code');
  await card.getByRole('textbox', { name: '6-digit code' }).fill(codeIn(mail));
  await card.getByRole('button', { name: 'Verify' }).click();

  const badge = `Verified student · UNSW · since ${thisMonth()}`;
  const verified = page.getByRole('region', { name: 'Student verification' });
  await expect(verified.getByText(badge)).toBeVisible();
  await page.reload();
  await expect(verified.getByText(badge)).toBeVisible();

  // An employer of their own posts a listing, and the student applies to it.
  const employerContext = await browser.newContext({ baseURL });
  const employerPage = await employerContext.newPage();
  const password = 'an employer passphrase';
  const employerEmail = await signUpViaApi(employerPage.request, password, 'employer');
  await logInViaApi(employerPage.request, employerEmail, password);
  const title = `Verified Barista ${Date.now().toString(36)}`;
  const created = await employerPage.request.post('/api/employer/listings', {
    data: openListingBody(title),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await applyViaApi(page.request, id, studentEmail);

  await employerPage.goto('/profile/employer');
  await employerPage.getByRole('button', { name: title, exact: true }).click();
  const applicant = employerPage.getByRole('row', { name: /Api Student/ });
  await expect(applicant.getByText(badge)).toBeVisible();
  await applicant.getByRole('link', { name: 'View Application' }).click();
  await expect(employerPage.getByText('Reviewing application from')).toBeVisible();
  const information = employerPage.getByRole('region', { name: 'Applicant Information' });
  await expect(information.getByText(badge)).toBeVisible();
  await employerContext.close();
});
