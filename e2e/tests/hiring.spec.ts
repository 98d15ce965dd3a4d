import { expect, test, type Page } from '@playwright/test';
import { applyViaApi } from '../support/applications';
import { signInFresh } from '../support/demo';
import { MAIL_HTTP_URL, uniqueEmail, type Mail } from '../support/mailbox';

// The hiring pipeline from both sides, on the screens: a student applies; the employer shortlists,
// invites to an interview and, once the student picked a time, offers the job; the student accepts,
// is hired, reads "You got the job" and can no longer withdraw.
test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** A listing of the employer signed in on `page`, open to applications; returns its id and title. */
async function postListing(page: Page): Promise<{ id: string; title: string }> {
  const title = `Hiring test ${uniqueEmail('x').split('@')[0]}`;
  const created = await page.request.post('/api/employer/listings', {
    data: {
      title,
      category_code: 'EVNT',
      short_preview: 'Weekend event help',
      description: 'Help set up chairs and greet guests.',
      location: 'Newtown NSW 2042',
      latitude: -33.8978,
      longitude: 151.1795,
      expiry_date: '2099-12-31',
      max_applications: 5,
      questions: [],
      pay: {
        amount_cents: 3400,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 8,
        hours_max: 12,
        schedule: 'Weekends',
        junior_rates: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, title };
}

test('a student is shortlisted, interviewed, offered the job and hired', async ({
  page,
  browser,
}) => {
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await signInFresh(employer, 'employer');
  const listing = await postListing(employer);

  const studentEmail = await signInFresh(page, 'student');
  await applyViaApi(page.request, listing.id, studentEmail);
  const list = await employer.request.get(`/api/employer/listings/${listing.id}/applications`);
  const { applications } = (await list.json()) as { applications: { id: string }[] };
  const applicationId = applications[0]?.id ?? '';
  expect(applicationId).not.toBe('');

  // The employer shortlists, then invites to an interview at a time to come.
  await employer.goto(`/profile/employer/viewapplication?id=${applicationId}`);
  const decision = employer.getByRole('region', { name: 'Application Decision' });
  await decision.getByRole('button', { name: 'Shortlist' }).click();
  await decision.getByRole('button', { name: 'Invite to interview' }).click();
  const invite = employer.getByRole('dialog', { name: 'Invite to interview' });
  const time = invite.getByLabel('Interview time 1');
  await time.fill('15/12/2099 10:00 AM');
  await time.press('Tab');
  await invite.getByRole('textbox', { name: /Where/ }).fill('Shop 3, 10 King St, Newtown');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(employer.getByRole('region', { name: 'Interview' })).toBeVisible();

  // The student is mailed the times, and picks the one offered on their application page.
  await expect.poll(async () => (await mailsTo(studentEmail)).length).toBeGreaterThan(0);
  await page.goto(`/profile/student/application?id=${applicationId}`);
  await expect(page.getByText('Pick an interview time.')).toBeVisible();
  await page.getByRole('group', { name: 'Interview times' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByText('Your interview time is set.')).toBeVisible();

  // The employer offers the job.
  await employer.reload();
  await employer.getByRole('button', { name: 'Make an offer' }).click();
  const offer = employer.getByRole('dialog', { name: 'Make an offer' });
  const start = offer.getByLabel('Start date');
  await start.fill('04/01/2100');
  await start.press('Tab');
  await offer.getByRole('spinbutton', { name: /Hours per week/ }).fill('12');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(employer.getByRole('region', { name: 'Offer' })).toBeVisible();

  // The student accepts and is hired.
  await page.reload();
  await expect(page.getByText('You have an offer. Accept or decline it below.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this offer?' })
    .getByRole('button', { name: 'Accept offer' })
    .click();
  await expect(page.getByText('You got the job')).toBeVisible();
  await expect(page.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('You accepted the offer')).toBeVisible();

  // On the profile the hired application can no longer be withdrawn.
  await page.goto('/profile/student');
  const row = page.getByRole('row', { name: new RegExp(listing.title) });
  await expect(row.getByRole('button', { name: /Withdraw/ })).toBeDisabled();

  // The employer reads the acceptance in the history, and has no moves left.
  await employer.reload();
  await expect(
    employer.getByRole('region', { name: 'History' }).getByText(/accepted the offer$/),
  ).toBeVisible();
  await expect(employer.getByRole('region', { name: 'Application Decision' })).toHaveCount(0);
  await employerContext.close();
});
