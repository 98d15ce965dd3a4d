import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInFresh } from '../support/demo';
import { uniqueWord } from '../support/job-alerts';
import { openListingBody } from '../support/listing-pay';

// Trust that costs an attacker something, as an honest employer and a moderator meet it: a listing
// our checks hold shows its employer the kind of reason, never the words that tripped the check;
// the employer asks a person to look again, and the moderator finds the request in the queue. An
// employer whose listing our team removed reads that posting is paused and why in kind, is offered
// no edit the API would refuse, and asks for a review of the account. Students see where a
// business is and its own website (never a chat link), but not its street or phone.

const CHECKSUM = 'This is not a valid ABN. Check the digits against your ABN registration.';

const SCAM = 'Message me on WhatsApp before your first shift, there is a small registration fee.';

/**
 * A new employer with one live listing, on their dashboard with Business Details open for editing;
 * the listing's id and the section.
 */
async function editingBusinessWithListing(page: Page) {
  await signInFresh(page, 'employer');
  const created = await page.request.post('/api/employer/listings', {
    data: openListingBody(`Shelf ${uniqueWord()} stacker`, 'RETL'),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto('/profile/employer');
  const details = page.getByRole('region', { name: 'Business Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  return { id, details };
}

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
  const { id, details } = await editingBusinessWithListing(page);
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

test('an employer whose listing our team removed reads why posting is paused, cannot edit, and asks for a review', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInFresh(page, 'employer');
  const post = async (title: string) => {
    const created = await page.request.post('/api/employer/listings', {
      data: openListingBody(title, 'RETL'),
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const kept = `Stock ${uniqueWord()} helper`;
  const removed = `Till ${uniqueWord()} helper`;
  await post(kept);
  const removedId = await post(removed);

  const moderatorContext = await browser.newContext({ baseURL });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, 'moderator');
  const decided = await moderator.request.post(`/api/moderator/listings/${removedId}/decision`, {
    data: { decision: 'remove', reason: 'Asks students to pay for their own uniform.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await moderatorContext.close();

  await page.goto('/profile/employer');
  const notice = page.getByRole('region', { name: 'Waiting for our team' });
  await expect(
    notice.getByRole('heading', { name: 'Posting is paused while our team reviews your account' }),
  ).toBeVisible();
  await expect(
    notice.getByText(
      `Our team removed your listing ‘${removed}’. Why: It broke our rules for listings.`,
    ),
  ).toBeVisible();
  // The kind of reason, never the moderator's own words; and nothing that says nothing is refused.
  await expect(notice).not.toContainText(/uniform|Nothing is refused/);
  await expect(
    page.getByText('Removed by our team: it broke our rules for listings'),
  ).toBeVisible();
  // The API refuses a paused employer's edit, so no listing offers one.
  await expect(page.getByRole('button', { name: `Close listing: ${kept}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit listing: ${kept}` })).toHaveCount(0);

  await notice.getByRole('button', { name: 'Ask for review: paused posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a review' });
  await dialog
    .getByRole('textbox', { name: /What should our team know/ })
    .fill('The uniform is supplied free; the listing was worded badly.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. Our team will email you.')).toBeVisible();
  await expect(
    notice.getByText(/^You asked for a review on .+\. We will email you\.$/),
  ).toBeVisible();

  // The listing form says so before it is filled in.
  await page.getByRole('link', { name: 'List job' }).click();
  await expect(
    page.getByRole('region', { name: 'Posting is paused while our team reviews your account' }),
  ).toBeVisible();
});

test('an employer gives an address, website and phone: a chat link is refused; students see the suburb and site, never the street or phone', async ({
  page,
}) => {
  const { id, details } = await editingBusinessWithListing(page);
  await details.getByRole('textbox', { name: /^Street/ }).fill('12 King Street');
  await details.getByRole('textbox', { name: 'Suburb' }).fill('Newtown');
  await details.getByRole('combobox', { name: 'State' }).selectOption('NSW');
  await details.getByRole('textbox', { name: 'Postcode' }).fill('2042');
  const website = details.getByRole('textbox', { name: /^Website/ });
  await website.fill('https://wa.me/61412345678');
  await website.blur();
  const chat = 'Enter your business’s own website, not a chat or messaging link.';
  await expect(details.getByText(chat)).toBeVisible();
  await website.fill('https://www.kingstreetgoods.example.com.au/');
  await details.getByRole('textbox', { name: /^Business phone/ }).fill('02 9555 0142');
  await details.getByRole('checkbox', { name: /I confirm the information/ }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business details saved.')).toBeVisible();
  await expect(details.getByText(chat)).toHaveCount(0);

  await page.goto(`/jobs/apply?id=${id}`);
  await expect(page.getByText('Based in Newtown NSW')).toBeVisible();
  const site = page.getByRole('link', { name: /^kingstreetgoods\.example\.com\.au/ });
  await expect(site).toHaveAttribute('href', 'https://www.kingstreetgoods.example.com.au/');
  await expect(site).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(page.getByRole('main')).not.toContainText(/King Street|9555/);
});
