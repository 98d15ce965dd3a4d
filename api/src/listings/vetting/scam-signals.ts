// Scam signals: a listing whose text shows one is held for a moderator, never refused: a signal is
// a reason to look, and the moderator decides. The signals are data (scam-signal-rules.ts); this
// reads a listing's texts with them. Each text is folded on its own (text-folding/) and matched on
// its own, so no signal is made of the end of one field and the start of the next; a negation
// that governs a signal undoes it (negation.ts); and the excerpt a moderator reads is the
// listing's own words, found back through the folding.
import { continuesNegatedList, negationsIn } from './negation';
import {
  DISGUISED_WORDS,
  SCAM_SIGNALS,
  type ScamSignalCode,
  type ScamSignalRule,
} from './scam-signal-rules';
import { foldText } from './text-folding/fold-text';
import { originalSpan, type FoldedText } from './text-folding/folded-text';

export { SCAM_SIGNALS, type ScamSignalCode, type ScamSignalRule };

export interface ScamSignal {
  code: ScamSignalCode;
  label: string;
  /** The words that tripped it, as the listing wrote them. */
  excerpt: string;
}

const FOLDING = { words: DISGUISED_WORDS };

/** The text as the patterns read it (text-folding/fold-text.ts says how). */
export function normaliseText(text: string): string {
  return foldText(text, FOLDING).text;
}

interface Match {
  rule: ScamSignalRule;
  start: number;
  end: number;
}

// Compiled once: a listing is checked inside its POST request.
const GLOBAL_PATTERNS = SCAM_SIGNALS.map((rule) => ({
  rule,
  patterns: rule.patterns.map((pattern) => new RegExp(pattern.source, 'g')),
}));

function matchesIn(text: string): Match[] {
  const matches: Match[] = [];
  for (const { rule, patterns } of GLOBAL_PATTERNS) {
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
        if (found[0].length === 0) {
          pattern.lastIndex += 1;
          continue;
        }
        matches.push({ rule, start: found.index, end: found.index + found[0].length });
      }
    }
  }
  // Earliest first, and of two at one place the longer, which shows the moderator more.
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The matches of one folded text that no negation undoes. */
function standingMatches(text: string): Match[] {
  const standing: Match[] = [];
  const negated: Match[] = [];
  const governedByNegation = negationsIn(text);
  for (const match of matchesIn(text)) {
    const listed = negated.some(
      (earlier) =>
        earlier.rule === match.rule &&
        earlier.end <= match.start &&
        continuesNegatedList(text.slice(earlier.end, match.start), text.slice(match.end)),
    );
    const employerMayPay = match.rule.employerMayPay === true;
    if (listed || governedByNegation(match.start, employerMayPay)) negated.push(match);
    else standing.push(match);
  }
  return standing;
}

function excerpt(original: string, folded: FoldedText, match: Match): string {
  return originalSpan(original, folded, match.start, match.end).trim();
}

/**
 * The signals the texts of one listing show, each once, in SCAM_SIGNALS' order, each with its
 * first occurrence: the earliest text, the earliest place in it.
 */
export function scamSignals(texts: readonly string[]): ScamSignal[] {
  const found = new Map<ScamSignalCode, string>();
  for (const original of texts) {
    const folded = foldText(original, FOLDING);
    for (const match of standingMatches(folded.text)) {
      if (!found.has(match.rule.code)) {
        found.set(match.rule.code, excerpt(original, folded, match));
      }
    }
  }
  return SCAM_SIGNALS.flatMap(({ code, label }) => {
    const words = found.get(code);
    return words === undefined ? [] : [{ code, label, excerpt: words }];
  });
}
