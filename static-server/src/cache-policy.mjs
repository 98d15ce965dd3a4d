// How long a browser may keep a file. Build tools put a content hash in every file name that
// changes between builds (`index-DS2YsWrg.js`, `mf-entry-bootstrap-0-08e9f3b6.js`): such a name
// never gets other bytes, so it is cached for a year without asking again. The few names that stay
// the same across releases (index.html, remoteEntry.js, remotes.json, manifests, the favicon) must
// be revalidated on every use, which costs a 304 and no body.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A Vite/rolldown content hash: 8 characters of base64url (or hex) before the extension. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?|png|jpe?g|webp|avif|svg)$/;

/**
 * The Cache-Control header of a file, from its URL path.
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}
