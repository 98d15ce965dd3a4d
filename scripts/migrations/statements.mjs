// A migration file as the rules of check-migrations.mjs read it: its pieces between drizzle's
// breakpoints, each cut further at semicolons into statements, lower-cased, without comments,
// string contents, double quotes or function bodies, one space between words; with the
// `-- allow <rule>: <reason>` markers written in each piece.

export const BREAKPOINT = '--> statement-breakpoint';

/** The declaration of a migration that runs outside a transaction (api/src/db/migrations). */
export const NO_TRANSACTION = /^--\s*migration:\s*no-transaction\s*$/m;

/** `-- allow index-not-concurrent: the table is empty everywhere`: a reason of 10 characters or more. */
const ALLOW = /--\s*allow\s+([\w-]+)\s*:\s*(\S[^\n]{9,})/g;

/** SQL text without what could hide or fake a keyword: comments, strings, $$ bodies, quotes. */
function bare(text) {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '$$$$')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"((?:[^"]|"")*)"/g, (_, name) => name.replace(/""/g, '"'))
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * The statements of one file: [{ piece, text, allowed }], `piece` 1-based as the migrator numbers
 * them, `allowed` the map of rule to reason from the piece's markers.
 */
export function readStatements(fileText) {
  return fileText.split(BREAKPOINT).flatMap((raw, index) => {
    const allowed = new Map([...raw.matchAll(ALLOW)].map(([, rule, reason]) => [rule, reason]));
    return bare(raw)
      .split(';')
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ piece: index + 1, text, allowed }));
  });
}

/** `a, b (c, d), e` → ['a', 'b (c, d)', 'e']: the actions of one ALTER TABLE. */
export function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** The last part of a possibly qualified name: `public.listings` → `listings`. */
export const unqualified = (name) => name.split('.').pop();
