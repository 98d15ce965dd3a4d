// Amounts written in words, and money written any way, as the digits a pattern can read: "a fifty
// dollar registration fee" is "a $50 registration fee", "one hundred and twenty" is 120, and "50
// bucks" or "$ 50" is "$50". A lone "one" or "zero" stays a word: "no one will call" and "zero
// fees" are not amounts, and "zero" is a negation the signals must still see.
import { applyEdits, editsFor, type Edit, type FoldedText } from './folded-text';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' | 'and' | 'a';

function kindOf(word: string): Kind | null {
  if (word in UNITS) return 'unit';
  if (word in TEENS) return 'teen';
  if (word in TENS) return 'tens';
  if (word === 'hundred' || word === 'thousand') return word;
  if (word === 'and') return 'and';
  if (word === 'a') return 'a';
  return null;
}

/** Which word may follow which inside one number ("forty-five", "a hundred and twenty"). */
const NEXT: Record<Kind | 'start', readonly Kind[]> = {
  start: ['unit', 'teen', 'tens', 'a'],
  a: ['hundred', 'thousand'],
  unit: ['hundred', 'thousand'],
  teen: ['hundred', 'thousand'],
  tens: ['unit', 'thousand'],
  hundred: ['unit', 'teen', 'tens', 'and', 'thousand'],
  thousand: ['unit', 'teen', 'tens', 'and'],
  and: ['unit', 'teen', 'tens'],
};

const WORDS = [
  ...Object.keys(UNITS),
  ...Object.keys(TEENS),
  ...Object.keys(TENS),
  ...Object.keys(SCALES),
];
const NUMBER_WORD = `(?:${WORDS.join('|')})`;
/** Number words in a row, joined by spaces or hyphens, "and" or a leading "a" allowed. */
const NUMBER_RUN = new RegExp(
  `\\b(?:a[ -])?${NUMBER_WORD}(?:[ -](?:and[ -])?${NUMBER_WORD})*\\b`,
  'g',
);
const CURRENCY_AFTER = /^[ -](?:dollars?|bucks|aud)\b/;

interface Parsed {
  value: number;
  /** Characters of the run the number takes. */
  length: number;
}

/** The longest number at the start of a run of number words. */
function parseNumber(run: string): Parsed | null {
  let total = 0;
  let current = 0;
  let previous: Kind | 'start' = 'start';
  let length = 0;
  let valueWords = 0;
  for (const word of run.matchAll(/[a-z]+/g)) {
    const kind = kindOf(word[0]);
    if (kind === null || !NEXT[previous].includes(kind)) break;
    if (kind === 'unit') current += UNITS[word[0]] ?? 0;
    else if (kind === 'teen') current += TEENS[word[0]] ?? 0;
    else if (kind === 'tens') current += TENS[word[0]] ?? 0;
    else if (kind === 'hundred') current = Math.max(current, 1) * 100;
    else if (kind === 'thousand') {
      total += Math.max(current, 1) * 1000;
      current = 0;
    }
    previous = kind;
    if (kind !== 'and' && kind !== 'a') {
      valueWords += 1;
      length = word.index + word[0].length;
    }
  }
  if (valueWords === 0) return null;
  return { value: total + current, length };
}

function numbersInWords(folded: FoldedText): FoldedText {
  const edits: Edit[] = [];
  NUMBER_RUN.lastIndex = 0;
  for (let run = NUMBER_RUN.exec(folded.text); run; run = NUMBER_RUN.exec(folded.text)) {
    let rest = run[0];
    let at = run.index;
    while (rest.length > 0) {
      const parsed = parseNumber(rest);
      const skip = rest.search(/[ -]/);
      if (parsed === null) {
        if (skip < 0) break;
        at += skip + 1;
        rest = rest.slice(skip + 1);
        continue;
      }
      const words = rest.slice(0, parsed.length);
      const after = folded.text.slice(at + parsed.length, at + parsed.length + 9);
      const lone = !/[ -]/.test(words) && (words === 'one' || words === 'zero');
      if (!lone || CURRENCY_AFTER.test(after)) {
        edits.push({ start: at, end: at + parsed.length, text: String(parsed.value) });
      }
      const consumed = parsed.length + (rest.charAt(parsed.length) === '' ? 0 : 1);
      at += consumed;
      rest = rest.slice(consumed);
    }
  }
  return applyEdits(folded, edits);
}

// "$ 50", "50 dollars", "50$", "AUD 50": money as "$50", whichever way it was written.
const MONEY =
  /(?:\$ ?(\d[\d,]*(?:\.\d+)?)(?: ?(?:dollars?|bucks|aud))?|\b(\d[\d,]*(?:\.\d+)?)(?: ?\$| ?(?:dollars?|bucks|aud)\b)|\baud ?\$?(\d[\d,]*(?:\.\d+)?))/g;

function money(folded: FoldedText): FoldedText {
  return applyEdits(
    folded,
    editsFor(folded.text, MONEY, (match) => `$${match[1] ?? match[2] ?? match[3] ?? ''}`),
  );
}

export function foldAmounts(folded: FoldedText): FoldedText {
  return money(numbersInWords(folded));
}
