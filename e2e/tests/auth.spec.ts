import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STUDENT, signUpStudentViaApi } from '../support/accounts';
import { codeIn, linkIn, uniqueEmail, waitForMail } from '../support/mailbox';

// These journeys read mail from the suite's own SMTP server, which a deployed site does not use.
test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/**
 * Steps 1 to 3 of sign-up in the browser, from the sign-up screen the page is on (a link may have
 * opened it with a role) or else a plain one; leaves the user on the details screen.
 */
async function signUpToDetails(page: Page, email: string, password: string) {
  if (new URL(page.url(), 'http://x').pathname !== '/auth/signup') await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  await typeCode(page, codeIn(await waitForMail(email)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/password$/);
  // Continue waits for a valid pair, as the email step's does.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/details$/);
}

async function acceptDeclarations(page: Page) {
  await page.getByLabel('I confirm the information I have provided is accurate.').check();
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
}

test('a student signs up in four steps and lands signed in', async ({ page }) => {
  const email = uniqueEmail('student');
  await signUpToDetails(page, email, 'a long enough passphrase');

  await expect(page.getByRole('tab', { name: "I'm a student" })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  // Focus goes to the first field in error.
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(
    page.getByText('Please confirm your information is accurate to continue.'),
  ).toBeVisible();
  await expect(page.getByText('You must accept the Terms of Service to continue.')).toBeVisible();

  await page.getByLabel('Full name').fill('Mia Nguyen');
  await page.getByLabel('What are you studying?').fill('Bachelor of Nursing');
  await page.getByLabel('University or institution').fill('UTS');
  await page.getByLabel(/About you/).fill('Friendly and reliable.');
  await expect(page.getByText('22/250')).toBeVisible();
  await page.getByLabel('Responsible Service of Alcohol').check();
  await acceptDeclarations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(page.getByRole('status', { name: 'Messages' }).locator('p')).toHaveText([
    'Account created. Welcome to Student Gigs!',
  ]);
  await expect(nav(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute(
    'href',
    '/profile/student',
  );
  // Auth pages are closed to a signed-in user.
  await nav(page).getByRole('link', { name: 'Jobs' }).click();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/jobs\/search$/);
});

test('an employer signs up and lands on the page they first asked for', async ({ page }) => {
  await page.goto('/profile/employer');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();

  const email = uniqueEmail('employer');
  await signUpToDetails(page, email, 'another long passphrase');
  await page.getByRole('tab', { name: "I'm an employer" }).click();
  await page.getByLabel('Business name').fill('Harbour Lane Cafe');
  await page.getByLabel(/Business description/).fill('Busy cafe near Central Station.');
  await acceptDeclarations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(nav(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute(
    'href',
    '/profile/employer',
  );
});

test('an employer comes from About to the employers page and signs up as an employer', async ({
  page,
}) => {
  await page.goto('/about');
  await page.locator('#app-main').getByRole('link', { name: 'Post a Job' }).first().click();
  await expect(page).toHaveURL(/\/employers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hire students who live and study near you' }),
  ).toBeVisible();
  // The pay floor in figures, from the API's table.
  await expect(page.getByText(/^From 1 July \d{4}: at least \$\d+\.\d{2} an hour/)).toBeVisible();
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup\?role=employer$/);
  await expect(page.getByRole('heading', { name: 'Create your employer account' })).toBeVisible();

  await signUpToDetails(
    page,
    uniqueEmail('employers-page'),
    'a passphrase from the employers page',
  );
  await expect(page.getByRole('tab', { name: "I'm an employer" })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Business name').fill('Glebe Corner Bakery');
  await acceptDeclarations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile\/employer$/);

  // Signed in, the page's call to action leads straight to a new listing, with no sign-up.
  await page.goto('/employers');
  await expect(page.getByRole('link', { name: 'Post a job' }).first()).toHaveAttribute(
    'href',
    '/profile/employer/createjob',
  );
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('sign-up resumes at its stage after a reload, and "That wasn\'t my email" starts over', async ({
  page,
}) => {
  const email = uniqueEmail('resume');
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto('/auth/signup');
  await expect(page).toHaveURL(/\/auth\/confirm$/);
  await page.goto('/auth/details');
  await expect(page).toHaveURL(/\/auth\/confirm$/);

  // A code was just sent: Resend counts down to when another may go, instead of a refusal.
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  // A wrong code is refused and the user stays on the step.
  const code = codeIn(await waitForMail(email));
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Please check your email and try again.',
  );
  await expect(page).toHaveURL(/\/auth\/confirm$/);

  await page.getByRole('button', { name: "That wasn't my email" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto('/auth/confirm');
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('a failed login shows why and clears the password; then the right one signs in', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_STUDENT);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
  await expect(nav(page).getByRole('link', { name: 'Your profile' })).toBeVisible();
});

test('a visitor who opens the student profile lands there after logging in', async ({ page }) => {
  await page.goto('/profile/student');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(DEMO_STUDENT);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/student$/);
});

test('the session survives a new tab through the refresh cookie, and logout ends it', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_STUDENT);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(nav(page).getByRole('link', { name: 'Your profile' })).toBeVisible();

  // A new tab has no session storage: session start refreshes from the cookie.
  const tab = await page.context().newPage();
  await tab.goto('/about');
  await expect(nav(tab).getByRole('link', { name: 'Your profile' })).toBeVisible();
  await tab.close();

  const status = await page.evaluate(async () => {
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    sessionStorage.clear();
    return response.status;
  });
  expect(status).toBe(200);
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a first visit without a session cookie tries no refresh (it could only fail)', async ({
  page,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });
  await page.goto('/jobs/search');
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  expect(refreshes).toEqual([]);
});

test('forgot password: the mailed link resets it, and the new password signs in', async ({
  page,
  request,
}) => {
  const email = await signUpStudentViaApi(request, 'the first passphrase');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The sign-up code was mail 1; the reset link is mail 2.
  const link = linkIn(await waitForMail(email, 2), 'http://localhost:4173/auth/reset/password');
  await page.goto(link);
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('the second passphrase');
  await page.getByLabel('Confirm new password').fill('the second passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Password changed.');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('the second passphrase');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/jobs\/search$/);

  // The link works once.
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a third passphrase');
  await page.getByLabel('Confirm new password').fill('a third passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
});
