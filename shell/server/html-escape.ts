// Text the site server writes into HTML, escaped for the place it goes: an attribute's value, an
// element's text, or JSON inside a <script> element. Anything that came from outside (remotes.json,
// a job's words) goes through one of these.

/** The value of a double-quoted attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of an element such as <title>. */
export const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A value as JSON that cannot end the <script> element it sits in, nor open a comment there: `<`,
 * `>` and `&` are written as \u escapes, which JSON reads back as the same characters.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
