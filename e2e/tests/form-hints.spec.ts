// Forms say what they are waiting for where the person is looking: a password pair that does not
// match says so as soon as it is typed out, the passwords can be shown, and on a phone a disabled
// Save names what is still needed and takes the person to it.
import { expect, test } from '@playwright/test';
import { signInFresh } from '../support/demo';
import { button, confirmCode } from '../support/signup-steps';

test.describe('on the password step', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

  test('a mismatch shows once the confirmation is typed out, and Show passwords shows both', async ({
    page,
  }) => {
    await confirmCode(page, 'hints');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirmation = page.getByLabel('Confirm password');
    await password.fill('a long enough passphrase');
    await confirmation.pressSequentially('a long enough passphrasX');
    // Still in the field: nobody left it, yet the pair is complete and wrong.
    await expect(confirmation).toBeFocused();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(button(page, 'Continue')).toBeDisabled();

    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Show passwords').check();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveValue('a long enough passphrasX');

    await confirmation.fill('a long enough passphrase');
    await expect(page.getByText('Passwords do not match.')).toHaveCount(0);
    await expect(button(page, 'Continue')).toBeEnabled();
  });
});

test('on a phone, a disabled Save Changes says what is still needed and goes to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInFresh(page, 'student');
  await page.goto('/profile/student');
  const details = page.getByRole('region', { name: 'Profile Details' });
  await details.getByRole('button', { name: 'Edit Profile' }).click();
  const save = details.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  const hint = details.getByText(/^Still needed to save:/);
  // Where the person looks for why Save does nothing: the reason sits right under the button,
  // so with one in view, so is the other. (Scrolling to the button alone proves nothing: when it
  // is already at the bottom edge nothing scrolls, and the line under it is just off-screen.)
  await hint.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await expect(hint).toBeInViewport();
  const [saveBox, hintBox] = await Promise.all([save.boundingBox(), hint.boundingBox()]);
  const gap = saveBox && hintBox ? hintBox.y - (saveBox.y + saveBox.height) : Infinity;
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(24);
  await expect(save).toHaveAccessibleDescription(
    'Still needed to save: confirm your details are accurate.',
  );

  const box = details.getByLabel('I confirm the information I have provided is accurate.');
  await expect(box).not.toBeInViewport();
  await hint.getByRole('link', { name: 'confirm your details are accurate' }).click();
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await box.check();
  await expect(hint).toHaveCount(0);
  await expect(save).toBeEnabled();
});
