import { useLayoutEffect } from 'react';
import { carryOver } from './interactions';
import { SERVER_VIEW_ID, SERVER_VIEW_STYLE_ID } from './page-protocol';

// A screen's first view as the site server rendered it: its markup leads <main>, and until the
// screen's remote takes it over, the page's own rule hides what the remote renders beside it (a
// skeleton while its data loads), so the visitor reads the server's view until the remote's is
// ready, and the two swap in one frame (shell/server/server-render.ts writes both).

/** The app's view beside the server's: the first element after it that holds anything. */
function appBeside(view: HTMLElement): HTMLElement | undefined {
  for (let next = view.nextElementSibling; next; next = next.nextElementSibling)
    if (next instanceof HTMLElement && next.childElementCount > 0) return next;
  return undefined;
}

/**
 * Takes the server's view and its styles out of the page; with `takenOver`, what the visitor did
 * on it is carried over to the app's view beside it (interactions.ts).
 */
export function removeServerView({ takenOver = false } = {}): void {
  if (typeof document === 'undefined') return;
  const view = document.getElementById(SERVER_VIEW_ID);
  const app = view && takenOver ? appBeside(view) : undefined;
  if (view && app) carryOver(view, app);
  view?.remove();
  document.getElementById(SERVER_VIEW_STYLE_ID)?.remove();
}

/**
 * The screen takes the server's view over once `ready` (it shows what the server's view showed),
 * before the browser paints: the server's markup goes and the screen's own shows in its place.
 */
export function useTakeOverServerView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) removeServerView({ takenOver: true });
  }, [ready]);
}
