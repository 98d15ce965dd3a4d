// Every form of the product filled and sent with the keyboard alone: Tab, Shift+Tab, typing,
// Space, Enter and arrow keys. No clicks and no fill(), so a control out of reach fails here.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STUDENT, signUpViaApi } from '../support/accounts';
import { openJobId, signInFresh } from '../support/demo';
import { pdfFile } from '../support/files';
import { press, tabTo, tick, typeInto } from '../support/keyboard';
import { codeIn, linkIn, uniqueEmail, waitForMail } from '../support/mailbox';
import { closeCalendar } from '../support/date-picker';

test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

const PASSWORD = 'a keyboard passphrase';
const textbox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' });

test('login', async ({ page }) => {
  await page.goto('/auth/login');
  await typeInto(page, textbox(page, 'Email'), DEMO_STUDENT);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(profileLink(page)).toBeVisible();
});

/** Sign-up steps 1 to 3 by keyboard; leaves the user on the details screen. */
async function signUpToDetails(page: Page) {
  const email = uniqueEmail('keys');
  await page.goto('/auth/signup');
  await typeInto(page, textbox(page, 'Email'), email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  // The first digit box has focus after Tab; typed digits move on from box to box.
  await tabTo(page, page.getByLabel('Digit 1 of 6'));
  await page.keyboard.type(codeIn(await waitForMail(email)));
  await expect(page.getByLabel('Digit 6 of 6')).not.toHaveValue('');
  await press(page, button(page, 'Continue'));
  await expect(page).toHaveURL(/\/auth\/password$/);
  await typeInto(page, textbox(page, 'Password'), PASSWORD);
  await typeInto(page, page.getByLabel('Confirm password'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/details$/);
}

async function acceptDeclarations(page: Page) {
  await tick(page, page.getByLabel('I confirm the information I have provided is accurate.'));
  await tick(page, page.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

test('sign-up as a student', async ({ page }) => {
  await signUpToDetails(page);
  await typeInto(page, page.getByLabel('Full name'), 'Kim Keyboard');
  await typeInto(page, page.getByLabel('What are you studying?'), 'Bachelor of Arts');
  await typeInto(page, page.getByLabel('University or institution'), 'UNSW');
  await tick(page, page.getByLabel('Responsible Service of Alcohol'));
  await acceptDeclarations(page);
  await press(page, button(page, 'Create account'));
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(profileLink(page)).toHaveAttribute('href', '/profile/student');
});

test('sign-up as an employer, choosing the tab with an arrow key', async ({ page }) => {
  await signUpToDetails(page);
  await tabTo(page, page.getByRole('tab', { name: "I'm a student" }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: "I'm an employer" })).toBeFocused();
  await typeInto(page, page.getByLabel('Business name'), 'Keyboard Coffee');
  await typeInto(page, page.getByLabel(/Business description/), 'Coffee by the quad.');
  await acceptDeclarations(page);
  await press(page, button(page, 'Create account'));
  // A new employer lands on their dashboard.
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(profileLink(page)).toHaveAttribute('href', '/profile/employer');
});

test('forgot password, then reset password from the mailed link', async ({ page, request }) => {
  const email = await signUpViaApi(request, PASSWORD, 'student');
  await page.goto('/auth/reset/email');
  await typeInto(page, textbox(page, 'Email'), email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(linkIn(await waitForMail(email, 2), 'http://localhost:4173/auth/reset/password'));
  await typeInto(page, textbox(page, 'New password'), 'a renewed passphrase');
  await typeInto(page, page.getByLabel('Confirm new password'), 'a renewed passphrase');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('apply to a job, picking the resume and confirming by keyboard', async ({ page }) => {
  await signInFresh(page, 'student');
  await page.goto(`/jobs/apply?id=${await openJobId(page)}`);
  const form = page.getByRole('form', { name: 'Apply for this position' });
  await expect(form).toBeVisible();
  // Space on the focused file input opens the system file picker, answered here. Waiting starts
  // before the form is filled: Playwright turns Chromium's file-chooser interception on when the
  // wait begins, and a picker opened before that is native and never reported.
  const chooser = page.waitForEvent('filechooser');
  for (const box of await form.locator('textarea').all()) {
    await typeInto(page, box, 'Weekends and evenings.');
  }
  await tabTo(page, form.getByLabel('Resume'));
  await page.keyboard.press('Space');
  await (await chooser).setFiles(pdfFile());
  await tick(
    page,
    form.getByLabel('I declare that all details provided in this application are accurate.'),
  );
  await press(page, form.getByRole('button', { name: 'Submit application' }));
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/student#applications$/);
});

/** dd/mm/yyyy two weeks from now, as typed into the date picker. */
function inTwoWeeks(): string {
  const d = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

test('create a job listing', async ({ page }) => {
  await signInFresh(page, 'employer');
  await page.goto('/profile/employer/createjob');
  const title = `Keyboard Barista ${Date.now()}`;
  await typeInto(page, textbox(page, 'Job title'), title);
  const category = page.getByLabel('Category');
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  await expect(category).not.toHaveValue('');
  const location = page.getByRole('combobox', { name: 'Location' });
  await typeInto(page, location, 'Ultimo');
  await expect(page.getByRole('option', { name: /Ultimo/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue(/Ultimo.+/);
  await typeInto(page, textbox(page, 'Short preview'), 'Coffee for the morning rush.');
  const expiry = page.getByLabel('Expiry date');
  await typeInto(page, expiry, inTwoWeeks());
  await closeCalendar(page, expiry);
  await typeInto(page, textbox(page, 'Maximum applications'), '5');
  const type = page.getByRole('combobox', { name: 'Type of work' });
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('casual');
  await typeInto(page, textbox(page, 'Pay per hour ($)'), '34.50');
  await typeInto(page, textbox(page, 'Hours from'), '10');
  await typeInto(page, textbox(page, /^Hours to/), '15');
  await typeInto(page, textbox(page, 'Description'), 'Weekday mornings, training provided.');
  await typeInto(page, textbox(page, /^Question 1/), 'Which mornings suit you?');
  await tick(
    page,
    page.getByLabel('I confirm that all details in this job listing are accurate and complete.'),
  );
  await press(page, button(page, 'Post Job'));
  const dialog = page.getByRole('dialog', { name: 'Post this job?' });
  await expect(dialog.getByRole('button', { name: 'Post Job' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
});

test('edit the student profile', async ({ page }) => {
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  await press(page, button(page, 'Edit Profile'));
  const degree = page.getByLabel('Degree');
  await tabTo(page, degree);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Bachelor of Keys');
  await tick(page, page.getByLabel('I confirm the information I have provided is accurate.'));
  await press(page, button(page, 'Save Changes'));
  await expect(button(page, 'Edit Profile')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Degree')).toHaveValue('Bachelor of Keys');
});

test('edit the business details', async ({ page }) => {
  await signInFresh(page, 'employer');
  await page.goto('/profile/employer');
  await press(page, button(page, 'Edit'));
  const description = page.getByLabel('Description');
  await tabTo(page, description);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Now typed without a mouse.');
  await tick(page, page.getByLabel('I confirm the information I have provided is accurate.'));
  await press(page, button(page, 'Save'));
  await expect(page.getByText('Now typed without a mouse.')).toBeVisible();
  await expect(button(page, 'Edit')).toBeVisible();
});
