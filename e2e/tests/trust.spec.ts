import { expect, test } from '@playwright/test';
import { signInAs, signInFresh } from '../support/demo';
import { uniqueWord } from '../support/job-alerts';
import { openListingBody } from '../support/listing-pay';

// Trust that costs an attacker something, as an honest employer and a moderator meet it: a listing
// our checks hold shows its employer the kind of reason, never the words that tripped the check;
// the employer asks a person to look again, and the moderator finds the request in the queue.

const CHECKSUM = 'This is not a valid ABN. Check the digits against your ABN registration.';

const SCAM = 'Message me on WhatsApp before your first shift, there is a small registration fee.';

test('a held employer sees the kind of reason, asks for a review, and the moderator sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInFresh(page, 'employer');
  const title = `Stock ${uniqueWord()} helper`;
  const created = await page.request.post('/api/employer/listings', {
    data: { ...openListingBody(title, 'RETL'), description: SCAM },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({
    status: 'pending',
    review_reasons: ['listing_text'],
  });

  // The dashboard says what waits and why, in kind: nothing of WhatsApp or a fee.
  await page.goto('/profile/employer');
  const notice = page.getByRole('region', { name: 'Waiting for our team' });
  await expect(notice.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    notice.getByText(
      'Text in this listing looks like a request for money or for contact off the site.',
    ),
  ).toBeVisible();
  await expect(notice).not.toContainText(/whatsapp|registration fee/i);

  await notice.getByRole('button', { name: `Ask for review: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a review' });
  const message = 'The fee pays for a police check, which we refund after the first shift.';
  await dialog.getByRole('textbox', { name: /What should our team know/ }).fill(message);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. Our team will email you.')).toBeVisible();
  await expect(
    notice.getByText(/^You asked for a review on .+\. We will email you\.$/),
  ).toBeVisible();

  // The moderator finds the request, with the employer's words, on the queue's Requests tab.
  const moderatorContext = await browser.newContext({ baseURL });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, 'moderator');
  await moderator.goto('/moderation');
  await moderator.getByRole('tab', { name: 'Requests' }).click();
  const requests = moderator.getByRole('tabpanel', { name: 'Requests' });
  const request = requests.getByRole('article').filter({ hasText: message });
  await expect(request).toBeVisible();
  await expect(request.getByRole('link', { name: title })).toBeVisible();
  await moderatorContext.close();
});

test('an employer adds an ABN: a mistyped one is refused, a good one shows on the job page', async ({
  page,
}) => {
  await signInFresh(page, 'employer');
  const title = `Shelf ${uniqueWord()} stacker`;
  const created = await page.request.post('/api/employer/listings', {
    data: openListingBody(title, 'RETL'),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/profile/employer');
  const details = page.getByRole('region', { name: 'Business Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  const abn = details.getByRole('textbox', { name: /^ABN/ });
  await abn.fill('51 824 753 557');
  await abn.blur();
  await expect(details.getByText(CHECKSUM)).toBeVisible();
  await details.getByRole('checkbox', { name: /I confirm the information/ }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText(CHECKSUM)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save' })).toBeVisible();

  await abn.fill('51 824 753 556');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business details saved.')).toBeVisible();
  await expect(details.getByText('ABN 51 824 753 556')).toBeVisible();

  // On the job page, under the business: a link to the register's public record.
  await page.goto(`/jobs/apply?id=${id}`);
  const lookup = page.getByRole('link', { name: /^ABN 51 824 753 556/ });
  await expect(lookup).toBeVisible();
  await expect(lookup).toHaveAttribute(
    'href',
    'https://abr.business.gov.au/ABN/View?abn=51824753556',
  );
});
