// The page the site sends for every screen: the shell's index.html with what it would otherwise
// learn one round trip at a time. remotes.json is inlined (no request before the remotes can be
// registered); every module the shell loads and the current route's remote entry and exposed
// module's chunks are named as modulepreloads, so the browser fetches them in parallel instead of
// discovering them import by import; and the remote's origin gets a preconnect.
import type { RemoteName as Remote } from 'shared-kit/routes';
import { DEFAULT_ROUTE, paths, resolveRoute } from 'shared-kit/routes';
import type { RemotesManifest } from '../src/manifest';
import { NO_SESSION_META } from '../src/session/session-hint';

/** The remote of a screen the guards redirect to (always in the route table: a test says so). */
function landing(target: string): Remote {
  const remote = resolveRoute(target)?.remote;
  if (!remote) throw new Error(`${target} is not in the route table`);
  return remote;
}

/** Which remote the page for a URL will mount, as the shell's guards will decide it. */
export function remoteForPage(url: string, hasSession: boolean): Remote {
  const route = resolveRoute(url);
  if (!route) return landing(DEFAULT_ROUTE);
  if (route.access === 'public') return route.remote;
  if (route.access === 'guest-only') return hasSession ? landing(DEFAULT_ROUTE) : route.remote;
  return hasSession ? route.remote : landing(paths.login);
}

/**
 * The API calls the page's screen makes on mount (the route table's `data`), as site URLs, when
 * the page will show that screen (not a guard's redirect).
 */
export function dataForPage(url: string, hasSession: boolean): string[] {
  const route = resolveRoute(url);
  if (!route?.data || remoteForPage(url, hasSession) !== route.remote) return [];
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  return route.data(query).map((path) => `/api${path}`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end the <script> element it sits in. */
const inlineJson = (text: string) =>
  JSON.stringify(JSON.parse(text))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageParts {
  /** The built index.html. */
  template: string;
  /** remotes.json's text, when it is valid. */
  remotesJson?: string;
  manifest?: RemotesManifest;
  /** Root-relative module URLs the shell loads on every page. */
  shellModules: readonly string[];
  /** Absolute module URLs of the page's remote (its entry first). */
  remoteModules: readonly string[];
  /** Site URLs of the API calls the screen makes on mount. */
  data?: readonly string[];
  /** Whether the request carried a refresh cookie; without one the page says so. */
  hasSession?: boolean;
}

export function renderPage(parts: PageParts): string {
  const named = new Set(
    [...parts.template.matchAll(/\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const preload = (href: string) =>
    `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
  const origins = new Set(parts.remoteModules.map((href) => new URL(href).origin));
  const head = [
    // No refresh cookie came with the page: the shell need not try a refresh that can only fail
    // (shell/src/session/start-session.ts), which would hold up every screen by a round trip.
    ...(parts.hasSession === false ? [`<meta name="${NO_SESSION_META}" content="none">`] : []),
    // Credentials as the API client sends them, so the browser hands the answer to its fetch.
    ...(parts.data ?? []).map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
    ),
    ...[...origins].map((o) => `<link rel="preconnect" href="${escapeAttribute(o)}" crossorigin>`),
    ...parts.shellModules.filter((href) => !named.has(href)).map(preload),
    ...parts.remoteModules.map(preload),
  ];
  const body = parts.remotesJson
    ? `<script type="application/json" id="remotes-manifest">${inlineJson(parts.remotesJson)}</script>`
    : '';
  return parts.template
    .replace('</head>', `${head.join('')}</head>`)
    .replace('<body>', `<body>${body}`);
}
