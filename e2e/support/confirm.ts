// The product asks before every consequential action; tests answer its dialog the way a person does.
import type { Page } from '@playwright/test';

/** Clicks `button` inside the open dialog named `dialog`. */
export async function confirmInDialog(page: Page, dialog: string, button: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}
