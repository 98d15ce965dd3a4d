// @ts-check
// The nav entries a remote declares: beside its screens, a remote's screens.json may list entries
// of the site's top navigation, each linking to one of its own screens, with who sees it and where
// it goes in the bar (openmrs-esm-core's navigation extensions). The shell builds its nav from the
// entries of the releases remotes.json names, so a remote adds, moves or removes its entry with
// its own release. Plain JavaScript with JSDoc, as screens.mjs, which parses the file.
import { ACCESS_RULE, admits, isAccess } from './access.mjs';

/**
 * @typedef {'link' | 'button'} NavStyle
 * `link`: a plain item, marked while its screen is open; `button`: a filled call to action (Login),
 * never marked.
 */

/**
 * @typedef {object} NavEntry One entry of the top navigation.
 * @property {string} label Its visible text.
 * @property {string} path The screen it links to: one the same remote declares.
 * @property {import('./access.mjs').Access} roles Who sees it: `public`, `guest-only` (signed out
 *   only) or a list of roles.
 * @property {number} order Its place in the bar: lower first; entries of equal order keep
 *   remotes.json's order, then the file's.
 * @property {string} [activePrefix] It is marked while the pathname starts with this (`/jobs`);
 *   without it, only on its own path.
 * @property {'profile'} [icon] An icon drawn before the label (the shell's own drawing).
 * @property {string} [ariaLabel] Its accessible name, when the label alone would not say enough.
 * @property {NavStyle} style
 * @property {NavCount} [count] A number the shell shows on the entry as a badge, fetched for the
 *   signed-in user the entry is for (its `roles` are then one role).
 */

/**
 * @typedef {object} NavCount What a nav entry counts, read from one of the API's calls.
 * @property {string} path A GET call of that role without parameters (a path under /api, such as
 *   "/student/messages/unread"); each remote's declared counts are checked against the contract's
 *   endpoint table by shared-kit's unit tests.
 * @property {string} field The whole number in its answer (`unread`).
 * @property {string} label What is counted, after the number in the link's name ("unread
 *   messages": "Profile, 2 unread messages").
 */

/** @typedef {NavEntry & { remote: string }} OwnedNavEntry An entry with the remote declaring it. */

const STYLES = ['link', 'button'];
const ICONS = ['profile'];
const FIELDS = [
  'label',
  'path',
  'roles',
  'order',
  'activePrefix',
  'icon',
  'ariaLabel',
  'style',
  'count',
];
const COUNT_FIELDS = ['path', 'field', 'label'];
/** Lower-case segments, no trailing slash, not `/` itself. */
const PREFIX = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/** A field name of an API answer. */
const ANSWER_FIELD = /^[a-z][a-z0-9_]*$/;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
const isText = (value) => typeof value === 'string' && value.trim() !== '' && value.length <= 40;

/**
 * An entry's count, checked; problems are pushed to `problems`. The call's path has no
 * placeholders (the shell has nothing to fill them with) and the entry is for one role, the one
 * whose session the shell sends.
 * @param {unknown} raw
 * @param {unknown} roles The entry's roles.
 * @param {string} at
 * @param {string[]} problems
 */
function checkCount(raw, roles, at, problems) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(`${at}: must be an object with path, field and label`);
    return;
  }
  const count = /** @type {Record<string, unknown>} */ (raw);
  for (const key of Object.keys(count)) {
    if (!COUNT_FIELDS.includes(key)) problems.push(`${at}.${key}: unknown field`);
  }
  if (typeof count.path !== 'string' || !PREFIX.test(count.path))
    problems.push(
      `${at}.path: must be an API path without placeholders, a GET call of the entry's role`,
    );
  if (typeof count.field !== 'string' || !ANSWER_FIELD.test(count.field))
    problems.push(`${at}.field: must be a field name of the answer, such as "unread"`);
  if (!isText(count.label)) problems.push(`${at}.label: must be a text of 1 to 40 characters`);
  if (!Array.isArray(roles) || roles.length !== 1)
    problems.push(`${at}: needs the entry's roles to be one role, whose session is sent`);
}

/**
 * One entry, checked against the remote's own screen paths; problems are pushed to `problems`.
 * @param {unknown} raw
 * @param {string} at
 * @param {readonly string[]} ownPaths
 * @param {string[]} problems
 * @returns {NavEntry | null}
 */
function readEntry(raw, at, ownPaths, problems) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(`${at}: must be an object`);
    return null;
  }
  const before = problems.length;
  const entry = /** @type {Record<string, unknown>} */ (raw);
  const { label, path, roles, order, activePrefix, icon, ariaLabel, style = 'link', count } = entry;
  for (const key of Object.keys(entry)) {
    if (!FIELDS.includes(key)) problems.push(`${at}.${key}: unknown field`);
  }
  if (!isText(label)) problems.push(`${at}.label: must be a text of 1 to 40 characters`);
  if (typeof path !== 'string' || !ownPaths.includes(path))
    problems.push(`${at}.path: must be one of this remote's screens (${ownPaths.join(', ')})`);
  if (!isAccess(roles)) problems.push(`${at}.roles: ${ACCESS_RULE}`);
  if (typeof order !== 'number' || !Number.isFinite(order))
    problems.push(`${at}.order: must be a number`);
  if (
    activePrefix !== undefined &&
    (typeof activePrefix !== 'string' || !PREFIX.test(activePrefix))
  )
    problems.push(`${at}.activePrefix: must be a lower-case path such as "/jobs"`);
  if (icon !== undefined && (typeof icon !== 'string' || !ICONS.includes(icon)))
    problems.push(`${at}.icon: must be one of ${ICONS.join(', ')}`);
  if (ariaLabel !== undefined && !isText(ariaLabel))
    problems.push(`${at}.ariaLabel: must be a text of 1 to 40 characters`);
  if (typeof style !== 'string' || !STYLES.includes(style))
    problems.push(`${at}.style: must be one of ${STYLES.join(', ')}`);
  if (count !== undefined) checkCount(count, roles, `${at}.count`, problems);
  if (problems.length > before) return null;
  return /** @type {NavEntry} */ ({
    label,
    path,
    roles,
    order,
    style,
    ...(activePrefix === undefined ? {} : { activePrefix }),
    ...(icon === undefined ? {} : { icon }),
    ...(ariaLabel === undefined ? {} : { ariaLabel }),
    ...(count === undefined ? {} : { count }),
  });
}

/**
 * The `nav` list of a declaration (none when the file has no `nav`), checked; problems are pushed
 * to `problems`, named by field (`nav[0].roles: …`).
 * @param {unknown} nav
 * @param {readonly string[]} ownPaths The paths of the screens the same file declares.
 * @param {string[]} problems
 * @returns {NavEntry[]}
 */
export function readNav(nav, ownPaths, problems) {
  if (nav === undefined) return [];
  if (!Array.isArray(nav)) {
    problems.push('nav: must be a list of nav entries');
    return [];
  }
  /** @type {NavEntry[]} */
  const entries = [];
  nav.forEach((raw, index) => {
    const entry = readEntry(raw, `nav[${index}]`, ownPaths, problems);
    if (entry) entries.push(entry);
  });
  return entries;
}

/**
 * The site's nav from each remote's entries, in remotes.json's order: an entry is kept only while
 * its remote owns its path in the screen table (a refused claim brings no entry), then ordered by
 * `order` (a stable sort: equal orders keep remotes.json's order).
 * @param {readonly { remote: string, nav: readonly NavEntry[] }[]} declarations
 * @param {readonly { path: string, remote: string }[]} screens The site's screen table.
 * @returns {OwnedNavEntry[]}
 */
export function navTable(declarations, screens) {
  const owners = new Map(screens.map((screen) => [screen.path, screen.remote]));
  return declarations
    .flatMap(({ remote, nav }) => nav.map((entry) => ({ ...entry, remote })))
    .filter((entry) => owners.get(entry.path) === entry.remote)
    .sort((a, b) => a.order - b.order);
}

/**
 * The entries someone with `role` sees (null: signed out), in the bar's order.
 * @template {NavEntry} T
 * @param {readonly T[]} entries
 * @param {string | null} role
 * @returns {T[]}
 */
export function visibleNav(entries, role) {
  return entries.filter((entry) => admits(entry.roles, role));
}

/**
 * Whether an entry is marked as the current place on `pathname` (a button never is).
 * @param {NavEntry} entry
 * @param {string} pathname
 */
export function isCurrent(entry, pathname) {
  if (entry.style === 'button') return false;
  return entry.activePrefix ? pathname.startsWith(entry.activePrefix) : pathname === entry.path;
}
