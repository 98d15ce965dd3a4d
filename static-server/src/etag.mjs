// Conditional requests: If-None-Match against the ETag of the representation being sent.

/**
 * Whether an If-None-Match header matches an ETag (weak comparison, as RFC 9110 §13.1.2 asks).
 * @param {string | undefined} header
 * @param {string} etag
 * @returns {boolean}
 */
export function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
