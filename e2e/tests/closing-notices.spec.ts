import { expect, test } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { applyViaApi } from '../support/applications';
import { signInFresh } from '../support/demo';
import { MAIL_HTTP_URL, uniqueEmail, type Mail } from '../support/mailbox';

// Closing the loop: the application that fills a listing closes it, and its applicant
// hears so by mail (once, even when the employer then takes the listing down) and sees the
// listing's state beside the application on their profile.
async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

async function closingMails(address: string): Promise<Mail[]> {
  return (await mailsTo(address)).filter((mail) => mail.subject.includes('has closed'));
}

test('the student whose application fills a listing is told by mail and sees it closed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const password = 'a fresh passphrase';
  const employerEmail = await signUpViaApi(employer, password, 'employer');
  await logInViaApi(employer, employerEmail, password);
  const title = `Closing test ${uniqueEmail('x').split('@')[0]}`;
  const created = await employer.post('/api/employer/listings', {
    data: {
      title,
      category_code: 'EVNT',
      short_preview: 'One evening of event help',
      description: 'Help set up chairs and greet guests.',
      location: 'Newtown NSW 2042',
      latitude: -33.8978,
      longitude: 151.1795,
      expiry_date: '2099-12-31',
      max_applications: 1,
      questions: [],
      pay: {
        amount_cents: 3400,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 4,
        hours_max: 4,
        schedule: 'One Friday evening',
        junior_rates: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const studentEmail = await signInFresh(page, 'student');
  await applyViaApi(page.request, id, studentEmail);

  await expect.poll(async () => (await closingMails(studentEmail)).length).toBe(1);
  const [mail] = await closingMails(studentEmail);
  expect(mail?.subject).toBe(`The listing '${title}' has closed`);
  expect(mail?.text).toContain('Api Employer Cafe has received as many applications');

  await page.goto('/profile/student');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Listing full')).toBeVisible();

  // Taken down afterwards: the state follows, and no second mail comes.
  expect((await employer.delete(`/api/employer/listings/${id}`)).status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('Listing removed'),
  ).toBeVisible();
  // A mail queued after the take-down, to the same student, as a marker: the queue delivers in
  // the order mails were queued, so once the marker is in, any mail the take-down queued is too.
  const marker = await page.request.post('/api/auth/reset/request', {
    data: { email: studentEmail },
  });
  expect(marker.status()).toBe(200);
  await expect
    .poll(async () =>
      (await mailsTo(studentEmail)).some((mail) => mail.subject.startsWith('Reset')),
    )
    .toBe(true);
  expect(await closingMails(studentEmail)).toHaveLength(1);
  await employer.dispose();
});
