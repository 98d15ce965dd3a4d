// The sign-up steps a person goes through before the screen a test looks at, and the two
// selectors every screen-by-screen suite uses.
import { expect, type Page } from '@playwright/test';
import { codeIn, uniqueEmail, waitForMail } from './mailbox';

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Sign-up step 1 done in the browser (from /auth/signup); returns the address the code went to. */
export async function startSignup(page: Page, tag: string): Promise<string> {
  if (new URL(page.url(), 'http://x').pathname !== '/auth/signup') await page.goto('/auth/signup');
  const email = uniqueEmail(tag);
  await page.getByLabel('Email').fill(email);
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  return email;
}

/** Steps 1 and 2: the mailed code entered; the page is then on /auth/password. */
export async function confirmCode(page: Page, tag: string): Promise<void> {
  const email = await startSignup(page, tag);
  await page.getByLabel('Digit 1 of 6').fill(codeIn(await waitForMail(email)));
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/\/auth\/password$/);
}

/** Steps 1 to 3: a password chosen; the page is then on /auth/details. */
export async function choosePassword(page: Page, tag: string): Promise<void> {
  await confirmCode(page, tag);
  const passphrase = `a ${tag} passphrase`;
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(passphrase);
  await page.getByLabel('Confirm password').fill(passphrase);
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/\/auth\/details$/);
}
