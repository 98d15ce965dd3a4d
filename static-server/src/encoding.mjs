// Which stored copy of a file to send, from the request's Accept-Encoding (RFC 9110 §12.5.3).

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * The quality the client gives each coding it names (`br;q=0.5` → 0.5; a coding named without q
 * → 1; `*` stands for every coding not named).
 * @param {string} header
 * @returns {Map<string, number>}
 */
function qualities(header) {
  const result = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    result.set(name, q);
  }
  return result;
}

/**
 * The best encoding both sides have: brotli before gzip before none, skipping what the client
 * refuses (q=0) and what is not stored.
 * @param {string | undefined} header
 * @param {ReadonlySet<Encoding>} available encodings stored for this file (identity is implied)
 * @returns {Encoding}
 */
export function preferredEncoding(header, available) {
  if (!header) return 'identity';
  const q = qualities(header);
  const wildcard = q.get('*');
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? wildcard ?? 0) > 0;
  if (available.has('br') && accepts('br')) return 'br';
  if (available.has('gzip') && accepts('gzip')) return 'gzip';
  return 'identity';
}
