// Every dialog of the product, opened and left by keyboard: focus moves in, Tab and Shift+Tab
// stay inside, Escape closes it without acting, and focus returns to the control that opened it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openJobId, signInAs, signInFresh, submittedApplicationId } from '../support/demo';
import { pdfFile } from '../support/files';
import { tabTo } from '../support/keyboard';
import { fillPay } from '../support/listing-pay';
import { closeCalendar } from '../support/date-picker';

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Which control has focus, as text a test can compare. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent ?? ''}`.trim() : '';
  });

/**
 * Opens the dialog named `name` from `trigger` with Enter and checks the focus contract. A full
 * round of Tab (and of Shift+Tab) has to visit more than one control and never leave the dialog.
 */
async function checkDialog(page: Page, trigger: Locator, name: string) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog), `focus moves into "${name}"`).toBe(true);

  // Let the opening animation end: half-faded text would be judged on its passing contrast.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);

  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<string>();
    // Close, Cancel and the confirm button: six presses go round at least once.
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} stays inside "${name}"`).toBe(true);
      visited.add(await focusedControl(page));
    }
    expect(visited.size, `${key} moves between the controls of "${name}"`).toBeGreaterThan(1);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger, `focus returns to the opener of "${name}"`).toBeFocused();
}

test('student profile: Log out, Delete account and Withdraw application', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/profile/student');
  const withdraw = page.getByRole('button', { name: /^Withdraw: /, disabled: false }).first();
  await expect(withdraw).toBeVisible();
  await checkDialog(page, page.getByRole('button', { name: 'Log Out' }), 'Log out?');
  await checkDialog(page, page.getByRole('button', { name: 'Delete Account' }), 'Delete account?');
  await checkDialog(page, withdraw, 'Withdraw application?');
  // Nothing was confirmed: the student is still here.
  await expect(page).toHaveURL(/\/profile\/student$/);
});

test('employer profile: Logout, Delete account and Delete listing', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/profile/employer');
  const deleteListing = page
    .getByRole('button', { name: /^Delete listing: /, disabled: false })
    .first();
  await expect(deleteListing).toBeVisible();
  await checkDialog(page, page.getByRole('button', { name: 'Logout' }), 'Log out?');
  await checkDialog(page, page.getByRole('button', { name: 'Delete Account' }), 'Delete account?');
  await checkDialog(page, deleteListing, 'Delete listing?');
  await expect(page).toHaveURL(/\/profile\/employer$/);
});

test('view application: Reject and Mark as Seen', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto(`/profile/employer/viewapplication?id=${await submittedApplicationId(page)}`);
  await checkDialog(page, page.getByRole('button', { name: 'Reject' }), 'Reject Application');
  await checkDialog(page, page.getByRole('button', { name: 'Mark as Seen' }), 'Mark as seen?');
  await expect(page.getByRole('heading', { name: 'Application Decision' })).toBeVisible();
});

test('job page: Confirm Submission', async ({ page }) => {
  // A new student: the demo one may already have applied to the job.
  await signInFresh(page, 'student');
  await page.goto(`/jobs/apply?id=${await openJobId(page)}`);
  const form = page.getByRole('form', { name: 'Apply for this position' });
  // all() does not wait: the boxes must be on the page before they are listed.
  await expect(form.locator('textarea').first()).toBeVisible();
  for (const box of await form.locator('textarea').all()) await box.fill('Weekends.');
  await form.getByLabel('Resume').setInputFiles(pdfFile());
  await form
    .getByLabel('I declare that all details provided in this application are accurate.')
    .check();
  await checkDialog(
    page,
    form.getByRole('button', { name: 'Submit application' }),
    'Confirm Submission',
  );
});

test('create job listing: Post this job?', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/profile/employer/createjob');
  await page.getByLabel('Job title').fill('Dialog Tester');
  await page.getByLabel('Category').selectOption('HOSP');
  await page.getByRole('combobox', { name: 'Location' }).fill('Ultimo');
  await page
    .getByRole('option', { name: /Ultimo/ })
    .first()
    .click();
  await page.getByLabel('Short preview').fill('Checks the dialog.');
  const later = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const expiry = page.getByLabel('Expiry date');
  await expiry.fill(later.toLocaleDateString('en-AU'));
  await closeCalendar(page, expiry);
  await page.getByLabel('Maximum applications').fill('3');
  await page.getByRole('textbox', { name: 'Description' }).fill('A listing that is never posted.');
  await fillPay(page);
  await page
    .getByLabel('I confirm that all details in this job listing are accurate and complete.')
    .check();
  await checkDialog(page, page.getByRole('button', { name: 'Post Job' }), 'Post this job?');
  await expect(page).toHaveURL(/\/createjob$/);
});

// The phone menu is a disclosure, not a modal dialog: it needs no trap, but Escape must close it
// and hand focus back to its button.
test('phone menu: focus moves in, Escape closes it and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
