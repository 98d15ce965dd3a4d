// Search words whose cost has no bound. A phrase is matched by reading, from
// the text-search index, every listing that holds all of its words, then testing each for the
// words side by side: a phrase of one- or two-letter prefixes ("b w") holds nearly every listing of
// the category, and cost 240–440 ms a call at 15,500 listings. Each `or` adds a branch the index
// reads and each listing is tested against, and each word a prefix scan of the index. These are
// refused with a 400 that says how to search instead; ordinary searches are never near the bounds.
// A phrase of common whole words ("wanted job", when nearly every listing holds both apart) still
// reads the category (about 350 ms at 100,000 listings): the statement timeout (db/client.ts) and
// the per-client browse limit bound those.
//
// The check reads the query as PostgreSQL parsed it (websearch_to_tsquery, words-query.ts), so it
// sees what the database will do: `"b w"` and `"b w" or "w b"` alike, and words it drops ("the")
// are not counted. The bounds and messages are the contract's, which the search box checks too.
import {
  SEARCH_CHOICES_MAX,
  SEARCH_PHRASE_WORD_MIN,
  SEARCH_TERMS_MAX,
  searchWordsMessages,
} from 'api-contract';

// A lexeme with its prefix mark or weights: 'barist':*, 'it''s':*A. Its text is group 1.
const LEXEME = /'((?:[^']|'')*)'(?::[*A-D]*)?/g;
// Phrase operators: <-> and <N>.
const PHRASE = /<(?:-|\d+)>/;

/** The lexemes of a part of a query's text, their inner quotes undoubled. */
function lexemes(text: string): string[] {
  return [...text.matchAll(LEXEME)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
}

/**
 * Why a parsed query (the text of a tsquery, e.g. `'b':* <-> 'w':* | 'cafe':*`) would cost too
 * much, or null when it may run.
 */
export function costlyWordsProblem(queryText: string): string | null {
  // Quoted text cannot hold an operator, so operators are found with the lexemes taken out.
  const shape = queryText.replace(LEXEME, 'L');
  if (lexemes(queryText).length > SEARCH_TERMS_MAX) return searchWordsMessages.manyTerms;
  if (shape.split('|').length > SEARCH_CHOICES_MAX) return searchWordsMessages.manyChoices;
  // websearch_to_tsquery writes a phrase as lexemes joined by phrase operators, between `&`, `|`,
  // `!` and parentheses (`!( 'b' <-> 'w' ) & 'cafe'`): split there, and each piece holding a
  // phrase operator is one phrase.
  const pieces = queryText.replace(LEXEME, (lexeme) => lexeme.replace(/[&|!()]/g, ' '));
  for (const piece of pieces.split(/[&|!()]/)) {
    if (!PHRASE.test(piece.replace(LEXEME, 'L'))) continue;
    if (lexemes(piece).every((word) => [...word].length < SEARCH_PHRASE_WORD_MIN))
      return searchWordsMessages.shortPhrase;
  }
  return null;
}
