// Saved jobs: a visitor who taps save logs in and lands back on the job with it saved;
// a student saves from a card (by keyboard), sees both in their profile, and unsaves from the job page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpStudentViaApi } from '../support/accounts';

async function browseSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Hospitality' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The nth job card of the Hospitality section as it is now: its title, its job's address, and a
 * way to find its save toggle again by that address, since journeys on other workers post jobs
 * that come first.
 */
async function hospitalityCard(page: Page, nth: number) {
  const card = page.getByRole('region', { name: 'Hospitality' }).getByRole('article').nth(nth);
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/\/jobs\/apply\?id=/);
  return { title, href, toggle: saveToggle(page, title, href) };
}

/** The save toggle of the Hospitality card that links to `href`. */
function saveToggle(page: Page, title: string, href: string) {
  return page
    .getByRole('region', { name: 'Hospitality' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .getByRole('button', { name: new RegExp(`^Save ${escape(title)} at `) });
}

/** The index of the first Hospitality card whose save toggle is not pressed. */
async function firstUnsaved(page: Page) {
  const pressedStates = await page
    .getByRole('region', { name: 'Hospitality' })
    .getByRole('article')
    .getByRole('button', { name: /^Save / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
  const index = pressedStates.indexOf('false');
  expect(index, 'a Hospitality card not saved yet').toBeGreaterThanOrEqual(0);
  return index;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pressed = (toggle: Locator, value: boolean) =>
  expect(toggle).toHaveAttribute('aria-pressed', String(value));

test('a visitor saves a job through logging in, saves another from a card, and unsaves one from its page', async ({
  page,
}) => {
  // A student of their own, so nothing is saved yet; the page itself stays a visitor.
  const password = 'a fresh passphrase';
  const email = await signUpStudentViaApi(page.request, password);

  await page.goto('/jobs/search');
  await browseSettled(page);
  const first = await hospitalityCard(page, 0);
  await pressed(first.toggle, false);
  await first.toggle.click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back on the job, saved once, with save=1 gone from the URL.
  await expect(page).toHaveURL(/\/jobs\/apply\?id=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await pressed(page.getByRole('button', { name: 'Saved', exact: true }), true);
  // Said beside the button, where the person is looking, not in the corner's message region.
  await expect(
    page.getByRole('status').filter({ hasText: /^Saved to your profile$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('status', { name: 'Messages' }).getByText('Saved to your profile'),
  ).toHaveCount(0);
  const firstId = new URL(page.url()).searchParams.get('id');

  // Browse shows it saved; a second is saved from its card by keyboard, without leaving the page.
  await page.goto('/jobs/search');
  await browseSettled(page);
  await pressed(first.toggle, true);
  // The first card not saved yet: others may have come before the first one meanwhile.
  const second = await hospitalityCard(page, await firstUnsaved(page));
  await pressed(second.toggle, false);
  await second.toggle.focus();
  await page.keyboard.press('Enter');
  await pressed(second.toggle, true);
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(second.toggle).toBeFocused();
  // The save reached the server: a fresh page still shows it.
  await page.reload();
  await browseSettled(page);
  await pressed(second.toggle, true);

  // Both are in the profile's Saved Jobs.
  await page.goto('/profile/student');
  const savedJobs = page.getByRole('region', { name: 'Saved Jobs' });
  await expect(savedJobs.getByText(first.title, { exact: true }).first()).toBeVisible();
  await expect(savedJobs.getByText(second.title, { exact: true }).first()).toBeVisible();

  // Unsaved from the job page, and it stays so.
  await page.goto(`/jobs/apply?id=${firstId}`);
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await pressed(page.getByRole('button', { name: 'Save job', exact: true }), false);
  await page.reload();
  await pressed(page.getByRole('button', { name: 'Save job', exact: true }), false);
  await page.goto('/jobs/search');
  await browseSettled(page);
  await pressed(first.toggle, false);
  await pressed(second.toggle, true);
});
