// The first step of the folding, one character at a time: what each character of the listing
// passes for. Styled and full-width letters (NFKD) and accents come off, look-alike letters of other
// scripts become Latin, everything is lower case, and the characters nobody sees (zero-width
// spaces, joiners, soft hyphens, direction marks) are dropped, since a scammer puts them inside a
// word to break it for a machine and not for a reader.
import type { FoldedText } from './folded-text';
import { lookAlike } from './look-alikes';

/** Characters read as one plain ASCII character (or none) whatever NFKD says of them. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u02bc': "'",
  '`': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  // Hyphens and the minus sign join words; the longer dashes part clauses, so they stay apart.
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2013': '\u2014',
  '\u2015': '\u2014',
  // Dots a scammer puts between letters (w·h·a·t·s).
  '\u00b7': '.',
  '\u2022': '.',
  '\u2219': '.',
  '\u2027': '.',
  '\u22c5': '.',
  '\u30fb': '.',
  '\u2028': '\n',
  '\u2029': '\n',
  '\u0085': '\n',
  '\t': ' ',
  '\v': ' ',
  '\f': ' ',
  // Fillers that render as blank space but are letters to Unicode.
  '\u115f': '',
  '\u1160': '',
  '\u3164': '',
  '\uffa0': '',
  '\u2800': ' ',
};

const INVISIBLE = /[\p{Cf}\p{M}]/gu;
const SPACE = /\p{Zs}/gu;

// Bounded: a text of every code point there is must not grow the server's memory with it.
const CACHE_LIMIT = 10_000;
const cache = new Map<string, string>();

function foldNonAscii(char: string): string {
  const plain = PLAIN[char] ?? lookAlike(char);
  if (plain !== undefined) return plain;
  let folded = '';
  for (const part of char.normalize('NFKD').replace(INVISIBLE, '').replace(SPACE, ' ')) {
    folded += PLAIN[part] ?? lookAlike(part) ?? lookAlike(part.toLowerCase()) ?? part.toLowerCase();
  }
  return folded;
}

/** What one character (a whole code point) passes for: lower-case Latin where it can. */
export function foldCharacter(char: string): string {
  if (char.length === 1 && char < '\u0080') return PLAIN[char] ?? char.toLowerCase();
  let folded = cache.get(char);
  if (folded === undefined) {
    folded = foldNonAscii(char);
    if (cache.size < CACHE_LIMIT) cache.set(char, folded);
  }
  return folded;
}

/** ASCII that folds to itself or its lower case: most of any listing, taken a run at a time. */
const PLAIN_ASCII = /[\x20-\x5f\x61-\x7e\n]+/y;

/** The listing's text with each character folded, each remembering where it came from. */
export function foldCharacters(original: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  while (at < original.length) {
    PLAIN_ASCII.lastIndex = at;
    const run = PLAIN_ASCII.exec(original);
    if (run) {
      text += run[0].toLowerCase();
      for (let i = at; i < at + run[0].length; i += 1) {
        starts.push(i);
        ends.push(i + 1);
      }
      at += run[0].length;
      continue;
    }
    const char = String.fromCodePoint(original.codePointAt(at) ?? 0);
    const end = at + char.length;
    // A Windows line end is one line break.
    const folded = char === '\r' ? (original[end] === '\n' ? '' : '\n') : foldCharacter(char);
    // A dropped mark or joiner belongs to the letter before it: an excerpt ending on "p̲" keeps
    // the underline.
    if (folded === '' && ends.length > 0) ends[ends.length - 1] = end;
    text += folded;
    for (let i = 0; i < folded.length; i += 1) {
      starts.push(at);
      ends.push(end);
    }
    at = end;
  }
  return { text, starts, ends };
}
