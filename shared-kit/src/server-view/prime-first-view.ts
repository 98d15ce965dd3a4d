import type { QueryClient } from '@tanstack/react-query';
import { SERVER_VIEW_ID } from './page-protocol';

/**
 * Loads into `client` what the first view of the screen at `url` shows, through the screen's own
 * queries (a remote's app/first-view.ts, which its server render runs too); false for a screen
 * the site server does not render.
 */
export type FirstViewLoader = (client: QueryClient, url: URL) => Promise<boolean>;

/** How long a remote waits for its first view's answers before it renders without them. */
export const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * When the page holds the site server's view of the screen at the current address, loads what
 * that view shows into `client` before the remote first renders (a visitor's answers come from
 * the page, a signed-in person's from the API while the view shows). The screen's first render,
 * which React slices, then has its data, and takes the view over in its own commit: without this,
 * the answers arrived after it, and the query cache's update rendered the whole screen again in
 * one task (an external store's update is never sliced). A load that fails or takes longer than
 * `waitMs` is left to the screen, which shows what it shows while loading.
 */
export async function primeFirstView(
  client: QueryClient,
  load: () => Promise<FirstViewLoader>,
  waitMs = FIRST_VIEW_WAIT_MS,
): Promise<void> {
  if (typeof document === 'undefined') return;
  const view = document.getElementById(SERVER_VIEW_ID);
  if (!view || view.getAttribute('data-path') !== window.location.pathname) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const loadFirstView = await load();
    await Promise.race([
      loadFirstView(client, new URL(window.location.href)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
  } catch {
    // The screen's own queries ask again.
  } finally {
    clearTimeout(timer);
  }
}
