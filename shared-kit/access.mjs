// @ts-check
// Who may open a screen, or sees a nav entry, as a remote's screens.json says it: the same words
// for both, so a nav entry is shown to exactly the people its declaration names.

/**
 * @typedef {'student' | 'employer' | 'moderator'} Role
 * @typedef {'public' | 'guest-only' | readonly Role[]} Access
 * `public`: anyone; `guest-only`: only when signed out; a role list: only those roles.
 */

/** The roles of api-contract's `userRole`: a moderator signs in but never signs up. */
export const ROLES = ['student', 'employer', 'moderator'];

/** What a field of this kind must be, as the parse errors say it. */
export const ACCESS_RULE = `must be "public", "guest-only" or a list of ${ROLES.join(', ')}`;

/**
 * @param {unknown} value
 * @returns {value is Access}
 */
export function isAccess(value) {
  if (value === 'public' || value === 'guest-only') return true;
  return Array.isArray(value) && value.length > 0 && value.every((role) => ROLES.includes(role));
}

/**
 * Whether `access` lets in someone with `role` (null: signed out).
 * @param {Access} access
 * @param {string | null} role
 */
export function admits(access, role) {
  if (access === 'public') return true;
  if (access === 'guest-only') return role === null;
  return role !== null && /** @type {readonly string[]} */ (access).includes(role);
}
