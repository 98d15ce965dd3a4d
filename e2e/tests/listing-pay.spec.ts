// Pay and hours on every listing: the legal-minimum check an employer meets before
// posting, the pay on the card students browse, and the minimum-pay filter kept in the URL.
import { expect, test, type Page } from '@playwright/test';
import { confirmInDialog } from '../support/confirm';
import { signInAs, signInFresh } from '../support/demo';
import { fillPay } from '../support/listing-pay';
import { closeCalendar } from '../support/date-picker';

/** dd/mm/yyyy two weeks from now, as typed into the date picker. */
function inTwoWeeks(): string {
  const d = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** The least an hour a card's pay line comes to: the rate, or a fixed amount over the most hours. */
function hourlyOf(card: string): number {
  const match = /\$([\d,]+(?:\.\d\d)?)(\/h| one-off gig) .*?· ([\d.]+)(?:–([\d.]+))? h/.exec(card);
  if (!match) throw new Error(`no pay line in ${card}`);
  const amount = Number((match[1] ?? '').replace(/,/g, ''));
  const most = Number(match[4] ?? match[3]);
  return match[2] === '/h' ? amount : amount / most;
}

async function browseSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Hospitality' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('an employer is refused $33.00/h casual before posting, posts $33.50/h, and students see it on the card', async ({
  page,
  browser,
}) => {
  const { baseURL } = test.info().project.use;
  await signInFresh(page, 'employer');
  await page.goto('/profile/employer/createjob');
  const title = `Pay Check Barista ${Date.now().toString(36)}`;
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption('HOSP');
  await page.getByRole('combobox', { name: 'Location' }).fill('Ultimo');
  await page
    .getByRole('option', { name: /Ultimo/ })
    .first()
    .click();
  await page.getByLabel('Short preview').fill('Coffee for the morning rush.');
  const expiry = page.getByLabel('Expiry date');
  await expiry.fill(inTwoWeeks());
  await closeCalendar(page, expiry);
  await page.getByLabel('Maximum applications').fill('5');
  await expect(page.getByRole('link', { name: /Fair Work's pay calculator/ })).toHaveAttribute(
    'href',
    'https://calculate.fairwork.gov.au/',
  );
  await fillPay(page, {
    amount: '33.00',
    from: '10',
    to: '15',
    schedule: 'Sat and Sun, 6am to 1pm',
  });
  await page.getByRole('textbox', { name: 'Description' }).fill('Weekend mornings on the machine.');
  await page
    .getByLabel('I confirm that all details in this job listing are accurate and complete.')
    .check();

  // The refusal the API would give, before posting: the minimum, its date and its source (the
  // rate from 1 July 2026; docs/pay-and-closing.md says to update these amounts with the table).
  const amount = page.getByRole('textbox', { name: 'Pay per hour ($)' });
  const refusal = page.getByText(
    "Pay must be at least $33.05 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.",
  );
  await expect(refusal).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const post = page.getByRole('button', { name: 'Post Job' });
  await expect(post).toBeDisabled();
  // Beside the disabled button: what is missing, with a link to it.
  const missing = page.getByText(/^Still needed to post:/);
  await expect(missing).toHaveText('Still needed to post: pay of at least $33.05 an hour.');
  await missing.getByRole('link', { name: 'pay of at least $33.05 an hour' }).click();
  await expect(amount).toBeFocused();

  await amount.fill('33.50');
  await expect(refusal).toHaveCount(0);
  await expect(missing).toHaveCount(0);
  await post.click();
  const dialog = page.getByRole('dialog', { name: 'Post this job?' });
  await expect(dialog.getByText('$33.50/h casual · 10–15 h/week')).toBeVisible();
  await expect(
    dialog.getByText(
      "The minimum for casual work is $33.05 an hour: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26.",
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Sat and Sun, 6am to 1pm')).toBeVisible();
  await confirmInDialog(page, 'Post this job?', 'Post Job');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('$33.50/h casual · 10–15 h/week'),
  ).toBeVisible();

  // A visitor sees the pay on the listing's card.
  const visitor = await browser.newContext({ baseURL });
  const browse = await visitor.newPage();
  await browse.goto('/jobs/search');
  await expect(
    browse.getByRole('article', { name: title }).getByText(/^\$33\.50\/h casual · 10–15 h\/week/),
  ).toBeVisible();
  await visitor.close();
});

test('a student filters browse by minimum pay, sees only jobs paying at least that, and Back restores it', async ({
  page,
}) => {
  await signInAs(page, 'student');
  await page.goto('/jobs/search');
  await browseSettled(page);
  const filters = page.getByRole('form', { name: 'Filter jobs' });
  const minimum = filters.getByRole('combobox', { name: 'Minimum pay' });
  await minimum.selectOption({ label: '$40+/h' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/jobs\/search\?min_pay=40$/);
  await browseSettled(page);

  const tutor = page.getByRole('article', { name: 'High School Maths Tutor' });
  await expect(tutor).toBeVisible();
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toHaveCount(0);
  const cards = await page.getByRole('article').allTextContents();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(hourlyOf(card), card).toBeGreaterThanOrEqual(40);

  await tutor.getByRole('link', { name: 'View Details' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'High School Maths Tutor' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\/search\?min_pay=40$/);
  await expect(minimum).toHaveValue('4000');
  await browseSettled(page);
  await expect(tutor).toBeVisible();
  await expect(page.getByRole('article', { name: 'Weekend Barista' })).toHaveCount(0);

  // One step further back is the search before the filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(minimum).toHaveValue('');
});
