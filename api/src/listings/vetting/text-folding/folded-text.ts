// Text as the scam signals read it, with the way back to the words the listing wrote. Each step of
// the folding rewrites the text; a moderator must still read the listing's own words, so every
// character of the folded text remembers the span of the original it came from.

export interface FoldedText {
  readonly text: string;
  /** For each character of `text`, where its source starts in the original (UTF-16 offsets). */
  readonly starts: readonly number[];
  /** For each character of `text`, where its source ends in the original. */
  readonly ends: readonly number[];
}

/** Replace `end - start` characters of the folded text with `text` ('' deletes them). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The folded text with the edits made, each edit's characters keeping their sources: one for one
 * when an edit keeps the length (a look-alike letter), the whole replaced span otherwise ("fifty
 * dollars" becomes "$50", and each of those three characters came from both words).
 */
export function applyEdits(folded: FoldedText, edits: readonly Edit[]): FoldedText {
  if (edits.length === 0) return folded;
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const keep = (from: number, to: number) => {
    text += folded.text.slice(from, to);
    for (let i = from; i < to; i += 1) {
      starts.push(folded.starts[i] ?? 0);
      ends.push(folded.ends[i] ?? 0);
    }
  };
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue;
    keep(at, edit.start);
    const sameLength = edit.text.length === edit.end - edit.start;
    const spanStart = folded.starts[edit.start] ?? 0;
    const spanEnd = folded.ends[edit.end - 1] ?? spanStart;
    for (let i = 0; i < edit.text.length; i += 1) {
      starts.push(sameLength ? (folded.starts[edit.start + i] ?? 0) : spanStart);
      ends.push(sameLength ? (folded.ends[edit.start + i] ?? 0) : spanEnd);
    }
    text += edit.text;
    at = edit.end;
  }
  keep(at, folded.text.length);
  return { text, starts, ends };
}

/** An edit for every match of a global pattern whose replacement is not null. */
export function editsFor(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string | null,
): Edit[] {
  const edits: Edit[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const replacement = replace(match);
    if (replacement !== null && replacement !== match[0]) {
      edits.push({ start: match.index, end: match.index + match[0].length, text: replacement });
    }
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  return edits;
}

/** The original's words behind the folded characters from `start` to `end`. */
export function originalSpan(
  original: string,
  folded: FoldedText,
  start: number,
  end: number,
): string {
  if (end <= start) return '';
  const from = folded.starts[start] ?? 0;
  const to = folded.ends[end - 1] ?? original.length;
  return original.slice(from, to);
}
