// Writing generated values onto the wire: JSON text and query strings, hostile bytes included.

/** The JSON text of `value`; own `__proto__` keys are written like any other key. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes of
 * its WTF-8 form: the URL then carries bytes that are not UTF-8, as a hostile client may send.
 */
export function encodeAny(text: string): string {
  if (!/[\ud800-\udfff]/.test(text)) return encodeURIComponent(text);
  return [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** A query string: arrays as repeated keys (the parser makes them arrays again), objects as JSON. */
export function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `q=${encodeAny(jsonText(value))}`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) {
      const text = typeof item === 'object' && item !== null ? jsonText(item) : String(item);
      parts.push(`${encodeAny(key)}=${encodeAny(text)}`);
    }
  }
  return parts.join('&');
}
