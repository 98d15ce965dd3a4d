import type { Page } from '@playwright/test';

/**
 * The visitor's pages of Browse Jobs and of a job as the site sends them when it could not render
 * their view in time (the API slow or down for it too): without the view and the answers it
 * carries, so the browser makes every call itself, and a test can make one fail or change. They
 * are taken out as the page is parsed, before any of its scripts runs.
 */
export async function withoutServerView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ids = ['server-view', 'server-view-style', 'page-answers'];
    new MutationObserver(() => {
      for (const id of ids) document.getElementById(id)?.remove();
    }).observe(document, { childList: true, subtree: true });
  });
}
