/**
 * The meta element the site server adds to a page requested without a refresh cookie. With it, a
 * refresh at session start could only fail (the cookie is HttpOnly: the page cannot look itself);
 * without it (another server, or a cookie present) the refresh is tried as SPEC section 4 says.
 */
export const NO_SESSION_META = 'sg-session';

/** False only when the page says no refresh cookie came with it. */
export function mayHaveSession(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector(`meta[name="${NO_SESSION_META}"]`)?.getAttribute('content') !== 'none';
}
