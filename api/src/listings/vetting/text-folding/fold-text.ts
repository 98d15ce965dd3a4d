// The listing's text as the scam signals read it. The order of the steps matters:
// 1. each character first (styled letters, look-alikes, case, invisible characters), so every
//    later step sees plain lower-case Latin;
// 2. spaced-out letters joined while the spacing is still as written: two spaces between spelled
//    words still part them;
// 3. leetspeak after the joining, so "w h 4 t s 4 p p" is one word by then, and before amounts,
//    so "f1fty" is a number word; money is safe because a digit run after $ is never a letter;
// 4. spacing made single, then amounts in words to digits, last, so "$50" is never read back as
//    leetspeak.
import { foldCharacters } from './characters';
import { applyEdits, editsFor, type FoldedText } from './folded-text';
import { undoLeetspeak } from './leetspeak';
import { foldAmounts } from './number-words';
import { joinSpacedLetters } from './spaced-letters';

const SPACES = /[^\S\n]{2,}|[^\S\n ]/g;

function singleSpaces(folded: FoldedText): FoldedText {
  return applyEdits(
    folded,
    editsFor(folded.text, SPACES, () => ' '),
  );
}

export interface FoldOptions {
  /** Words whose leetspeak spellings are ambiguous ("1" for i or l) and should be recognised. */
  words?: ReadonlySet<string>;
}

export function foldText(original: string, options: FoldOptions = {}): FoldedText {
  const characters = foldCharacters(original);
  const joined = joinSpacedLetters(characters);
  const spelled = undoLeetspeak(joined, options.words ?? new Set());
  return foldAmounts(singleSpaces(spelled));
}
