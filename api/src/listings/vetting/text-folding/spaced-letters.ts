// "W h a t s A p p", "w.h.a.t.s.a.p.p", "B.S.B", "u-s-d-c": single letters with spaces, dots or
// dashes between them are one word written to slip past a machine, so the separators go. Two
// spaces (or any longer gap) still part two words: "b a n k  d e t a i l s" is "bank details".
// Digits and @ or $ count as letters here, so "w h 4 t s 4 p p" joins before the leetspeak step
// reads it; a run of digits alone ("7 - 9 pm", a phone number) is left as written.
import { applyEdits, type Edit, type FoldedText } from './folded-text';

const ELEMENT = '[a-z0-9@$]';
// One space, or one dot, dash, underscore, star, tilde, plus or slash with a space either side.
const SEPARATOR = '(?: |[ ]?[.\\-_*~+/\\\\][ ]?)';
const RUN = new RegExp(
  `(?<![\\p{L}\\p{N}@$'])${ELEMENT}(?:${SEPARATOR}${ELEMENT}(?![\\p{L}\\p{N}@$]))+`,
  'gu',
);
const SEPARATORS = new RegExp(SEPARATOR, 'g');

/**
 * Spaced single letters are an unusual sight, but "a b" or "I a" can occur in honest text, so
 * joining takes three letters when only spaces part them. A dot or a dash makes the intent plain
 * at two ("b.s"), though not with a space after it: "plan A. I will" is two sentences.
 */
function isSpelledOut(run: string): boolean {
  if (!/[a-z]/.test(run)) return false;
  const gaps = run.match(SEPARATORS) ?? [];
  const marks = new Set(gaps.map((gap) => gap.trim()));
  const elements = gaps.length + 1;
  if (marks.size === 1 && marks.has('')) return elements >= 3;
  if (marks.size !== 1) return false;
  return elements >= 3 || gaps.every((gap) => !gap.includes(' '));
}

export function joinSpacedLetters(folded: FoldedText): FoldedText {
  const edits: Edit[] = [];
  RUN.lastIndex = 0;
  for (let run = RUN.exec(folded.text); run; run = RUN.exec(folded.text)) {
    if (!isSpelledOut(run[0])) continue;
    SEPARATORS.lastIndex = 0;
    for (let gap = SEPARATORS.exec(run[0]); gap; gap = SEPARATORS.exec(run[0])) {
      const start = run.index + gap.index;
      edits.push({ start, end: start + gap[0].length, text: '' });
    }
  }
  return applyEdits(folded, edits);
}
