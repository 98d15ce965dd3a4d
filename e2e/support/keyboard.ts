// Moving around a page the way a keyboard user does: Tab and Shift+Tab until a control has focus.
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether `target` is the element that has focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `max`
 * presses, which is what a control left out of the tab order looks like.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button or link and activates it with Enter. */
export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
