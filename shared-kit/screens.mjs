// @ts-check
// The screens a remote declares: each remote's team lists, in its own package's screens.json, the
// paths it owns, their layout, who may open them and the API calls its first view makes, and the
// entries it adds to the site's top navigation (nav-entries.mjs). The remote's build publishes the
// file beside its remoteEntry.js, so it ships and rolls back with the release that remotes.json
// names; the site server and the shell read it from there at run time and route and build the nav
// by it (openmrs-esm-core's routes.json, single-spa's activity functions). Plain JavaScript with
// JSDoc: the release script and the remotes' Vite configs run it in Node as it is, and the shell
// compiles it into its own bundle.
import { ACCESS_RULE, isAccess } from './access.mjs';
import { readNav } from './nav-entries.mjs';

/** The file's name in a remote's package and beside its remoteEntry.js. */
export const SCREENS_FILE = 'screens.json';
/**
 * The script a release publishes beside its remoteEntry.js when one of its screens is rendered
 * on the site server (`serverRender`): it defines `serverRender.render(url)`, run by the site
 * server in a context of its own (shell/server/server-render.ts).
 */
export const SERVER_RENDER_FILE = 'server-render.js';

/**
 * @typedef {'main' | 'auth'} ScreenLayout
 * `main`: nav, page and footer; `auth`: the centred auth layout without the footer.
 */

/**
 * @typedef {import('./access.mjs').Role} ScreenRole
 * @typedef {import('./access.mjs').Access} ScreenAccess
 */

/**
 * @typedef {object} Screen One screen of a remote.
 * @property {string} path The exact pathname (a query string such as ?id= is not part of it).
 * @property {ScreenLayout} layout
 * @property {ScreenAccess} access
 * @property {readonly string[]} firstView The API calls (paths without /api) the screen makes as
 *   soon as it mounts and whose answer its first view shows; `{name}` stands for the page's query
 *   parameter `name`, used only when it is an id. The site server asks the browser to start them
 *   with the page.
 * @property {boolean} [serverRender] The site server sends the screen's first view as HTML, made
 *   by the release's {@link SERVER_RENDER_FILE}, and the remote takes it over when it mounts. A
 *   public screen's view is a visitor's; a role's screen is rendered for the person whose access
 *   cookie came with the page, from their own answers, and for no one else. Not for a
 *   `guest-only` screen.
 */

/** @typedef {Screen & { remote: string }} OwnedScreen A screen with the remote that declared it. */

/**
 * @typedef {object} Declaration What a remote's screens.json declares.
 * @property {Screen[]} screens
 * @property {import('./nav-entries.mjs').NavEntry[]} nav Its nav entries (none when it has none).
 */

/**
 * @typedef {object} Conflict A path two remotes claim: the first (in remotes.json's order) keeps
 *   it, the other's claim is refused.
 * @property {string} path
 * @property {string} owner
 * @property {string} refused
 */

export class ScreensError extends Error {
  /** @override */
  name = 'ScreensError';
}

const LAYOUTS = ['main', 'auth'];
/** Lower-case segments, no trailing slash, not `/` itself (the shell redirects it). */
const SCREEN_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/** An API path whose segments are words or `{placeholder}`s. */
const CALL_PATH = /^(?:\/(?:[a-z0-9]+(?:-[a-z0-9]+)*|\{[a-z][a-zA-Z0-9]*\}))+$/;
/** What a placeholder may be filled with: an id (a GUID, as the API's ids are). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One screen of the file, checked; the problems found are pushed to `problems`.
 * @param {unknown} raw
 * @param {string} at
 * @param {string[]} problems
 * @returns {Screen | null}
 */
function parseScreen(raw, at, problems) {
  if (!isObject(raw)) {
    problems.push(`${at}: must be an object`);
    return null;
  }
  const before = problems.length;
  const { path, layout, access, firstView = [], serverRender = false } = raw;
  for (const key of Object.keys(raw)) {
    if (!['path', 'layout', 'access', 'firstView', 'serverRender'].includes(key))
      problems.push(`${at}.${key}: unknown field`);
  }
  if (typeof path !== 'string' || !SCREEN_PATH.test(path))
    problems.push(`${at}.path: must be a lower-case path such as "/jobs/search"`);
  if (typeof layout !== 'string' || !LAYOUTS.includes(layout))
    problems.push(`${at}.layout: must be one of ${LAYOUTS.join(', ')}`);
  if (!isAccess(access)) problems.push(`${at}.access: ${ACCESS_RULE}`);
  if (
    !Array.isArray(firstView) ||
    !firstView.every((call) => typeof call === 'string' && CALL_PATH.test(call))
  )
    problems.push(`${at}.firstView: must be a list of API paths such as "/student/jobs/{id}"`);
  if (typeof serverRender !== 'boolean') problems.push(`${at}.serverRender: must be true or false`);
  else if (serverRender && access === 'guest-only')
    problems.push(`${at}.serverRender: a guest-only screen is not rendered on the server`);
  if (problems.length > before) return null;
  return /** @type {Screen} */ ({
    path,
    layout,
    access,
    firstView,
    ...(serverRender ? { serverRender: true } : {}),
  });
}

/**
 * A remote's screens.json, checked, screens and nav entries alike: every problem is named in one
 * error, so a team sees them all at build time (the remotes' Vite config refuses a bad file) and a
 * bad release is refused at run time instead of half-applied.
 * @param {string} remote
 * @param {unknown} data
 * @returns {Declaration}
 */
export function parseDeclaration(remote, data) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Screen[]} */
  const screens = [];
  /** @type {import('./nav-entries.mjs').NavEntry[]} */
  let nav = [];
  if (!isObject(data) || !Array.isArray(data.screens) || data.screens.length === 0) {
    problems.push('screens: must be a list of at least one screen');
  } else {
    data.screens.forEach((raw, index) => {
      const screen = parseScreen(raw, `screens[${index}]`, problems);
      if (screen) screens.push(screen);
    });
    const paths = screens.map((screen) => screen.path);
    for (const path of new Set(paths.filter((p, i) => paths.indexOf(p) !== i)))
      problems.push(`${path}: declared twice`);
    nav = readNav(data.nav, paths, problems);
  }
  if (problems.length > 0)
    throw new ScreensError(`${remote}'s ${SCREENS_FILE} is invalid: ${problems.join('; ')}`);
  return { screens, nav };
}

/**
 * The screens of a remote's screens.json, the whole file checked (parseDeclaration).
 * @param {string} remote
 * @param {unknown} data
 * @returns {Screen[]}
 */
export function parseScreens(remote, data) {
  return parseDeclaration(remote, data).screens;
}

/**
 * The site's screen table from each remote's declaration, in remotes.json's order. A path claimed
 * by two remotes goes to the first; the other claim is refused and returned as a conflict, for the
 * caller to report loudly (the release script fails, the site server and the shell log an error).
 * @param {readonly { remote: string, screens: readonly Screen[] }[]} declarations
 * @returns {{ screens: OwnedScreen[], conflicts: Conflict[] }}
 */
export function screenTable(declarations) {
  /** @type {Map<string, OwnedScreen>} */
  const byPath = new Map();
  /** @type {Conflict[]} */
  const conflicts = [];
  for (const { remote, screens } of declarations) {
    for (const screen of screens) {
      const owner = byPath.get(screen.path);
      if (owner) conflicts.push({ path: screen.path, owner: owner.remote, refused: remote });
      else byPath.set(screen.path, { ...screen, remote });
    }
  }
  return { screens: [...byPath.values()], conflicts };
}

/**
 * The message a conflict is reported with.
 * @param {Conflict} conflict
 */
export function conflictMessage({ path, owner, refused }) {
  return `${path} is claimed by both ${owner} and ${refused}: ${refused}'s claim is refused (a path belongs to one remote)`;
}

/**
 * '/jobs/search/?x#y' → '/jobs/search'; the root stays '/'.
 * @param {string} url
 */
export function pathnameOf(url) {
  const pathname = url.split(/[?#]/, 1)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The screen of a URL (its query string, hash or trailing slash is ignored), or null.
 * @param {readonly OwnedScreen[]} screens
 * @param {string} url
 */
export function findScreen(screens, url) {
  const path = pathnameOf(url);
  return screens.find((screen) => screen.path === path) ?? null;
}

/**
 * The API paths a screen's first view calls for the page's query: placeholders filled with the
 * query's ids; a call whose placeholder has no id is left out (any other value would make every
 * URL a page of its own).
 * @param {Screen} screen
 * @param {URLSearchParams} query
 * @returns {string[]}
 */
export function firstViewCalls(screen, query) {
  return screen.firstView.flatMap((call) => {
    let complete = true;
    const path = call.replace(/\{([a-zA-Z0-9]+)\}/g, (_, name) => {
      const value = query.get(name);
      if (value === null || !ID.test(value)) complete = false;
      return encodeURIComponent(value ?? '');
    });
    return complete ? [path] : [];
  });
}

/**
 * Refuses a set of releases in which two remotes claim one path (the release script and the
 * deployment's remotes.json writer call it before anything is published to the site).
 * @param {readonly { remote: string, screens: readonly Screen[] }[]} declarations
 */
export function refuseConflicts(declarations) {
  const { conflicts } = screenTable(declarations);
  if (conflicts.length > 0)
    throw new ScreensError(
      `the releases cannot go out together: ${conflicts.map(conflictMessage).join('; ')}`,
    );
}
