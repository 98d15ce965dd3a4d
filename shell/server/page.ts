// The page the site sends for every screen: the shell's index.html with what it would otherwise
// learn one round trip at a time. remotes.json and the screens its releases declare are inlined (no
// request before the remotes can be registered and the page routed); every module the shell loads and the current route's remote entry and exposed
// module's chunks are named as modulepreloads, so the browser fetches them in parallel instead of
// discovering them import by import; and the remote's origin gets a preconnect. A job's page also
// carries what link previews and search engines read (page-meta.ts, job-preview.ts).
import { findScreen, firstViewCalls, pathnameOf, type OwnedScreen } from 'shared-kit/screens';
import type { RemotesManifest } from '../src/manifest';
import { DEFAULT_ROUTE, LOGIN_ROUTE } from '../src/screens/guard';
import { INLINE_SCREENS_ID, type InlineScreens } from '../src/screens/load-screens';
import { NO_SESSION_META } from '../src/session/session-hint';
import {
  PAGE_ANSWERS_ID,
  PAGE_MODULES_ID,
  SERVER_VIEW_ID,
  SERVER_VIEW_STYLE_ID,
  type PageAnswer,
} from 'shared-kit/server-view-protocol';
import { escapeAttribute, scriptJson } from './html-escape';
import { notFoundMarkup, NOT_FOUND_STYLE, NOT_FOUND_TITLE } from './not-found-page';
import { metaTags, NOINDEX, withTitleAndDescription, type PageMeta } from './page-meta';

/**
 * The screen the page for a URL will show, as the shell's guards will decide it from the refresh
 * cookie's presence (a signed-in user is assumed to have the screen's role), or null when the
 * path is no declared screen (not found, or its remote's declaration could not be read) or the
 * screen a guard sends it to is not declared.
 */
export function screenForPage(
  screens: readonly OwnedScreen[],
  url: string,
  hasSession: boolean,
): OwnedScreen | null {
  const screen = findScreen(screens, url);
  if (!screen) return pathnameOf(url) === '/' ? findScreen(screens, DEFAULT_ROUTE) : null;
  if (screen.access === 'public') return screen;
  if (screen.access === 'guest-only')
    return hasSession ? findScreen(screens, DEFAULT_ROUTE) : screen;
  return hasSession ? screen : findScreen(screens, LOGIN_ROUTE);
}

/**
 * The API calls the page's screen makes on mount (its declared first view), as site URLs, when the
 * page will show that screen (not a guard's redirect).
 */
export function dataForPage(
  screens: readonly OwnedScreen[],
  url: string,
  hasSession: boolean,
): string[] {
  const screen = findScreen(screens, url);
  if (!screen || screenForPage(screens, url, hasSession) !== screen) return [];
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  return firstViewCalls(screen, query).map((path) => `/api${path}`);
}

/** JSON text that cannot end the <script> element it sits in. */
const inlineJson = (text: string) => scriptJson(JSON.parse(text));

export interface PageParts {
  /** The built index.html. */
  template: string;
  /** remotes.json's text, when it is valid. */
  remotesJson?: string;
  /** The declarations of the remotes' screens the server has read. */
  screens?: InlineScreens;
  manifest?: RemotesManifest;
  /** Root-relative module URLs the shell loads on every page. */
  shellModules: readonly string[];
  /** Absolute module URLs of the page's remote (its entry first). */
  remoteModules: readonly string[];
  /** Site URLs of the API calls the screen makes on mount. */
  data?: readonly string[];
  /** Whether the request carried a refresh cookie; without one the page says so. */
  hasSession?: boolean;
  /** What the page says about itself to link previews and search engines (a job's page). */
  meta?: PageMeta;
  /** Keep the page out of search engines (a job that is gone or never was). */
  noindex?: boolean;
  /** No screen has the address: the page says so itself (not-found-page.ts). */
  notFound?: boolean;
  /** The screen's first view, rendered by its remote's release (server-render.ts). */
  serverView?: { path: string; html: string; css: string };
  /** The API's answers the view was made from, for the screen's first calls in the browser. */
  pageAnswers?: Readonly<Record<string, PageAnswer>>;
}

/**
 * The server's view leads <main>; what the remotes render beside it stays hidden until the
 * screen takes the view over (shared-kit's useTakeOverServerView), but for a remote that failed
 * to load, whose message shows under the view.
 */
const HIDE_BESIDE_VIEW = `#${SERVER_VIEW_ID}~:not([data-remote-state=failed]){display:none}`;

/** CSS that cannot end the <style> element it sits in. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export function renderPage(parts: PageParts): string {
  const named = new Set(
    [...parts.template.matchAll(/\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const preload = (href: string) =>
    `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
  // With the screen's view in the page no script is needed to paint it: the modules are named
  // for the page's first script to preload once the view is painted (shell/vite/view-first.ts),
  // so the first paint waits for no script on a slow line.
  const later: string[] = [];
  const namedInTemplate: string[] = [];
  const modulePreload = (href: string) => {
    if (!parts.serverView) return [preload(href)];
    later.push(href);
    return [];
  };
  const origins = new Set(parts.remoteModules.map((href) => new URL(href).origin));
  const head = [
    ...(parts.noindex || parts.notFound ? [NOINDEX] : []),
    ...(parts.notFound ? [NOT_FOUND_STYLE] : []),
    ...(parts.serverView
      ? [
          `<style id="${SERVER_VIEW_STYLE_ID}">${styleText(parts.serverView.css)}${HIDE_BESIDE_VIEW}</style>`,
        ]
      : []),
    ...(parts.meta ? metaTags(parts.meta) : []),
    // No refresh cookie came with the page: the shell need not try a refresh that can only fail
    // (shell/src/session/start-session.ts), which would hold up every screen by a round trip.
    ...(parts.hasSession === false ? [`<meta name="${NO_SESSION_META}" content="none">`] : []),
    // Credentials as the API client sends them, so the browser hands the answer to its fetch.
    ...(parts.data ?? []).map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
    ),
    ...[...origins].map((o) => `<link rel="preconnect" href="${escapeAttribute(o)}" crossorigin>`),
    ...parts.shellModules.filter((href) => !named.has(href)).flatMap(modulePreload),
    ...parts.remoteModules.flatMap(modulePreload),
  ];
  // The page's data for its scripts, at the end of <body>: the scripts read it only once the
  // document is parsed (modules run after), and the view comes first in the stream.
  const body = [
    ...(parts.remotesJson
      ? [
          `<script type="application/json" id="remotes-manifest">${inlineJson(parts.remotesJson)}</script>`,
        ]
      : []),
    ...(parts.screens && Object.keys(parts.screens).length > 0
      ? [
          `<script type="application/json" id="${INLINE_SCREENS_ID}">${scriptJson(parts.screens)}</script>`,
        ]
      : []),
    ...(parts.pageAnswers && Object.keys(parts.pageAnswers).length > 0
      ? [
          `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptJson(parts.pageAnswers)}</script>`,
        ]
      : []),
  ].join('');
  let template = parts.meta ? withTitleAndDescription(parts.template, parts.meta) : parts.template;
  const view = parts.serverView;
  if (view) {
    template = template.replace(
      /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g,
      (_link, href: string) => {
        namedInTemplate.push(href);
        return '';
      },
    );
  }
  if (view && !parts.notFound) {
    template = template.replace(
      /(<main id="app-main"[^>]*>)/,
      (main) =>
        `${main}<div id="${SERVER_VIEW_ID}" data-path="${escapeAttribute(view.path)}">${view.html}</div>`,
    );
  }
  if (parts.notFound) {
    template = template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${NOT_FOUND_TITLE}</title>`)
      .replace(/(<main id="app-main"[^>]*>)/, (main) => `${main}${notFoundMarkup()}`);
  }
  const deferred = [...namedInTemplate, ...later];
  const modules =
    deferred.length > 0
      ? `<script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson(deferred)}</script>`
      : '';
  // Functions as replacements, so a `$` in what is inserted is not read as a pattern.
  return template
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace('</body>', () => `${body}${modules}</body>`);
}
