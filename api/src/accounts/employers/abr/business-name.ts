// Whether the name an employer gives their business is the one the register holds for their ABN:
// the entity's legal name or one of its business (trading) names. Names are compared as words,
// whatever their case, punctuation and order, with "&" read as "and", a leading "The" and the
// company's "Pty Ltd" (or "Pty. Limited", "Proprietary Limited") left out: "The Harbour Lane
// Cafe" is HARBOUR LANE CAFE PTY LTD, and a sole trader's "Jane Citizen" is CITIZEN, JANE.

/** Words that only say what kind of company it is. */
const COMPANY_WORDS = new Set(['pty', 'ltd', 'limited', 'proprietary']);

/** A name's words, normalised, in order; the company words at its end and a leading "the" gone. */
export function businessNameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // O'Brien's is obriens, not o brien s.
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && COMPANY_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  if (words.length > 1 && words[0] === 'the') words.shift();
  return words;
}

const key = (name: string) => [...businessNameWords(name)].sort().join(' ');

/** Whether `businessName` is the entity's name or one of the business names, as words. */
export function businessNameMatches(
  businessName: string,
  entityName: string | null,
  businessNames: readonly string[],
): boolean {
  const wanted = key(businessName);
  if (wanted === '') return false;
  return [entityName ?? '', ...businessNames].some((name) => key(name) === wanted);
}
