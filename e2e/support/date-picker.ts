// The expiry date's calendar (react-datepicker), as a keyboard user closes it.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Closes the calendar with Escape. The picker blurs the field and gives it focus back a moment
 * later, so this waits for that focus: a key or a fill sent before it would land in the date.
 */
export async function closeCalendar(page: Page, field: Locator) {
  await page.keyboard.press('Escape');
  await expect(field).toBeFocused();
}
