// The names the site server's page and the browser's code agree on for a server-rendered view
// (plain constants: the site server imports them without the kit's React code).

/** The `<script type="application/json">` holding the API answers the page was made from. */
export const PAGE_ANSWERS_ID = 'page-answers';
/**
 * With a server-rendered view: the `<script type="application/json">` naming the modules the page
 * preloads once the view is painted (in place of `<link rel="modulepreload">`s in its head).
 */
export const PAGE_MODULES_ID = 'page-modules';
/** The server-rendered view's element, and its styles' element. */
export const SERVER_VIEW_ID = 'server-view';
export const SERVER_VIEW_STYLE_ID = 'server-view-style';
/**
 * On the view: the place, among its buttons, of the last one tapped before the app took it over
 * (set by the shell's first script, shell/vite/view-first.ts).
 */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/** An API answer as the site server received it: its status and JSON body. */
export interface PageAnswer {
  status: number;
  body: unknown;
}
