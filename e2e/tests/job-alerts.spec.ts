import { expect, test } from '@playwright/test';
import { signInFresh } from '../support/demo';
import { alertMails, newEmployer, uniqueWord } from '../support/job-alerts';

// Job alerts: a student saves a search as an instant alert, an employer posts a job that
// matches, and the alert mail arrives at the suite's SMTP server with the RFC 8058 headers; the
// link in the mail stops the alert on one click (not on opening), once.
test('a student gets an instant alert by mail and unsubscribes by its link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = uniqueWord();
  const studentEmail = await signInFresh(page, 'student');

  // The search on screen becomes the alert.
  await page.goto('/jobs/search');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
  await dialog.getByLabel('Category').selectOption({ label: 'Events' });
  await dialog.getByLabel("As soon as they're posted").check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText("Alert saved. We'll email you new jobs like these.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The same alert again is refused in the dialog, which keeps the focus, so Escape still closes it.
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  await dialog.getByLabel('Category').selectOption({ label: 'Events' });
  await dialog.getByLabel("As soon as they're posted").check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You already have an alert for this search.');
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // An employer posts a matching job (and one in another category, which must not be mailed).
  const employer = await newEmployer(playwright, baseURL);
  const id = await employer.post(`Event ${word} crew`, 'EVNT');
  await employer.post(`Retail ${word} helper`, 'RETL');

  // Instant: it arrives within seconds, with the one-click headers.
  await expect
    .poll(async () => (await alertMails(studentEmail)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await alertMails(studentEmail);
  if (!mail) throw new Error('no alert mail');
  expect(mail.subject).toMatch(new RegExp(`^New job: Event ${word} crew at `));
  expect(mail.text).toContain(`/jobs/apply?id=${id}`);
  expect(mail.text).not.toContain('Retail');
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(oneClick).toContain('/api/alerts/unsubscribe?token=');

  // The link in the mail's body, opened by someone not signed in.
  const link = /^Unsubscribe: (\S+)$/m.exec(mail.text)?.[1] ?? '';
  expect(link).toContain('/jobs/alerts/unsubscribe?token=');
  const visitor = await page.context().browser()?.newContext({ baseURL });
  if (!visitor) throw new Error('no browser');
  const outsider = await visitor.newPage();
  await outsider.goto(new URL(link).pathname + new URL(link).search);
  await expect(outsider.getByRole('heading', { name: 'Stop this job alert?' })).toBeVisible();
  await expect(outsider.getByText(`"${word}" in Events`, { exact: true })).toBeVisible();
  // Opening changed nothing: the alert is still in the profile.
  await page.goto('/profile/student');
  await expect(page.getByText(`"${word}" in Events`, { exact: true })).toBeVisible();
  await outsider.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(outsider.getByRole('heading', { name: "You're unsubscribed." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job Alerts' })).toBeVisible();
  await expect(page.getByText(`"${word}" in Events`, { exact: true })).toHaveCount(0);

  // The one-click POST of a mail client, after: the link worked once.
  const again = await employer.request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ status: 'already' });
  await visitor.close();
  await employer.request.dispose();
});
