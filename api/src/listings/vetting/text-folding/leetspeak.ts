// Digits and symbols that stand for letters inside a word: "Wh4tsApp", "Whats@pp", "What$App",
// "b1tc0in". Only inside a word: a token is read as leetspeak when it has at least two letters,
// every digit in it stands for a letter and no run of digits is longer than two. So money ("$50",
// "AU$50"), phone numbers ("0400 123 456"), times and sizes ("5pm", "24hr", "mp3") and handles or
// email addresses keep their digits and their @.
import { applyEdits, editsFor, type FoldedText } from './folded-text';

const PLAIN: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
/** Stand for i or for l: the listing's own vocabulary decides ("te1egram", "s1gnal"). */
const EITHER = new Set(['1', '|', '!']);
const DEFAULT_EITHER: Record<string, string> = { '1': 'i', '!': 'i', '|': 'l' };

const TOKEN = /[a-z0-9@$|!]+/g;
const LETTER = /[a-z]/;
/** A number with a unit or ordinal after it, or a short name with a number: not leetspeak. */
const NUMBER_WITH_UNIT = /^\d+[a-z]{1,3}$|^[a-z]{1,2}\d+$/;
const MAX_CHOICES = 4;

function isLetterAt(token: string, index: number): boolean {
  return LETTER.test(token.charAt(index));
}

function looksLikeLeetspeak(token: string, next: string): boolean {
  if ((token.match(/[a-z]/g) ?? []).length < 2) return false;
  if (/\$\d/.test(token) || NUMBER_WITH_UNIT.test(token)) return false;
  const digitRuns = token.match(/\d+/g) ?? [];
  if (digitRuns.some((run) => run.length > 2 || /[^013457]/.test(run))) return false;
  // An email address keeps its @ and a handle its leading @.
  return !(token.includes('@') && /^\.[a-z]/.test(next));
}

/** Whether a symbol at `index` stands for a letter: it must touch a letter or another digit. */
function standsForLetter(token: string, index: number): boolean {
  const char = token.charAt(index);
  if (/\d/.test(char)) return true;
  const before = isLetterAt(token, index - 1) || /\d/.test(token.charAt(index - 1));
  const after = isLetterAt(token, index + 1) || /\d/.test(token.charAt(index + 1));
  // $ and | may open a word ("$ignal"); @ and ! stand inside one only.
  return char === '$' || char === '|'
    ? after || (before && index === token.length - 1)
    : before && after;
}

function decode(token: string, words: ReadonlySet<string>): string {
  const chars = [...token];
  const either: number[] = [];
  chars.forEach((char, i) => {
    if (!standsForLetter(token, i)) return;
    const plain = PLAIN[char];
    if (plain !== undefined) chars[i] = plain;
    else if (EITHER.has(char)) either.push(i);
  });
  if (either.length === 0) return chars.join('');
  const fallback = [...chars];
  for (const i of either) fallback[i] = DEFAULT_EITHER[chars[i] ?? ''] ?? 'i';
  if (either.length > MAX_CHOICES) return fallback.join('');
  for (let choice = 0; choice < 1 << either.length; choice += 1) {
    const candidate = [...chars];
    either.forEach((position, bit) => {
      candidate[position] = choice & (1 << bit) ? 'l' : 'i';
    });
    const word = candidate.join('');
    if (words.has(word)) return word;
  }
  return fallback.join('');
}

/** The text with leetspeak words spelled out; `words` are those the reader cares to recognise. */
export function undoLeetspeak(folded: FoldedText, words: ReadonlySet<string>): FoldedText {
  const edits = editsFor(folded.text, TOKEN, (match) => {
    const token = match[0];
    if (!/[0-9@$|!]/.test(token)) return null;
    const next = folded.text.slice(match.index + token.length, match.index + token.length + 2);
    return looksLikeLeetspeak(token, next) ? decode(token, words) : null;
  });
  return applyEdits(folded, edits);
}
