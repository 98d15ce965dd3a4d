import { useLayoutEffect } from 'react';
import { SERVER_VIEW_ID, SERVER_VIEW_STYLE_ID } from './page-protocol';

// A screen's first view as the site server rendered it: its markup leads <main>, and until the
// screen's remote takes it over, the page's own rule hides what the remote renders beside it (a
// skeleton while its data loads), so the visitor reads the server's view until the remote's is
// ready, and the two swap in one frame (shell/server/server-render.ts writes both).

/** Takes the server's view and its styles out of the page. */
export function removeServerView(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(SERVER_VIEW_ID)?.remove();
  document.getElementById(SERVER_VIEW_STYLE_ID)?.remove();
}

/**
 * The screen takes the server's view over once `ready` (it shows what the server's view showed),
 * before the browser paints: the server's markup goes and the screen's own shows in its place.
 */
export function useTakeOverServerView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) removeServerView();
  }, [ready]);
}
