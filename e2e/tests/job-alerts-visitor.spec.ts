import { expect, test } from '@playwright/test';
import { alertMails, newEmployer, uniqueWord } from '../support/job-alerts';
import { uniqueEmail, waitForMail } from '../support/mailbox';

// Job alerts by email for anyone without an account: a visitor saves a search with an
// address, the link mailed to it turns the alert on (on a click, not on opening), an employer
// posts a job that matches and the alert mail arrives there; its link stops the alert, and the
// turn-on link is then no longer valid.
test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

const CHECK_INBOX = 'Check your inbox: we sent a link to turn this alert on. It works for 7 days.';

/** The path and query of a link in a mail, to open on the site under test. */
const onSite = (link: string) => new URL(link).pathname + new URL(link).search;

test('a visitor gets an alert by email, turned on by its mailed link, and unsubscribes', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const address = uniqueEmail('visitor-alert');

  // Nobody is signed in: the search on screen becomes the alert, with an address.
  await page.goto('/jobs/search');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
  await expect(dialog.getByText(`“${word}”`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Log in' })).toBeVisible();
  // An address the form refuses is said before anything is sent.
  await dialog.getByRole('textbox', { name: 'Email' }).fill('visitor@example');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address);
  await dialog.getByLabel('Category').selectOption({ label: 'Events' });
  await dialog.getByLabel("As soon as they're posted").check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText(CHECK_INBOX)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The mail with the link that turns it on; opening the page changes nothing.
  const confirmMail = await waitForMail(address);
  // The words are not repeated to an address that has not confirmed.
  expect(confirmMail.subject).toBe('Confirm your job alert');
  expect(confirmMail.text).toContain('new jobs in Events, with the words of the search.');
  expect(confirmMail.text).not.toContain(word);
  const confirmLink = /^Turn on the alert: (\S+)$/m.exec(confirmMail.text)?.[1] ?? '';
  expect(confirmLink).toContain('/jobs/alerts/confirm?token=');
  await page.goto(onSite(confirmLink));
  await expect(page.getByRole('heading', { name: 'Turn on this job alert?' })).toBeVisible();
  // The page names the alert as the mail does, without the words.
  await expect(page.getByText('jobs in Events, with the words of the search')).toBeVisible();
  await expect(page.getByText(word)).toHaveCount(0);
  await page.getByRole('button', { name: 'Turn on the alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your job alert is on.' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Browse jobs' })).toBeVisible();

  // An employer posts a matching job (and one in another category, which must not be mailed).
  const employer = await newEmployer(playwright, baseURL);
  const id = await employer.post(`Event ${word} crew`, 'EVNT');
  await employer.post(`Retail ${word} helper`, 'RETL');

  // Instant: it arrives within seconds, saying how to stop it (there is no profile).
  await expect.poll(async () => (await alertMails(address)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await alertMails(address);
  if (!mail) throw new Error('no alert mail');
  expect(mail.subject).toMatch(new RegExp(`^New job: Event ${word} crew at `));
  expect(mail.text).toContain(`/jobs/apply?id=${id}`);
  expect(mail.text).not.toContain('Retail');
  expect(mail.text).toContain('Stop it at any time:');
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // Its unsubscribe link stops the alert on the click.
  const unsubscribe = /^Unsubscribe: (\S+)$/m.exec(mail.text)?.[1] ?? '';
  expect(unsubscribe).toContain('/jobs/alerts/unsubscribe?token=');
  await page.goto(onSite(unsubscribe));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed." })).toBeVisible();

  // The alert is gone: its turn-on link says so as it opens, with nothing to press.
  await page.goto(onSite(confirmLink));
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('This alert no longer exists.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on the alert' })).toHaveCount(0);
  await employer.request.dispose();
});
