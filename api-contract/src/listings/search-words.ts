// Search words whose cost has no bound: the API refuses them with these messages, after
// PostgreSQL has parsed them (api/src/listings/search/costly-words.ts); the search box says the
// same before sending, from the words as typed (searchWordsProblem below).

/** At most this many `or` choices: "barista or waiter or cook or cleaner or tutor". */
export const SEARCH_CHOICES_MAX = 5;
/** At most this many words in one search. */
export const SEARCH_TERMS_MAX = 10;
/** A quoted phrase needs a word at least this long, or it holds nearly every listing. */
export const SEARCH_PHRASE_WORD_MIN = 3;

export const searchWordsMessages = {
  shortPhrase: `Put a word of at least ${SEARCH_PHRASE_WORD_MIN} letters in each quoted phrase.`,
  manyChoices: `Use "or" to join at most ${SEARCH_CHOICES_MAX} choices.`,
  manyTerms: `Search with at most ${SEARCH_TERMS_MAX} words.`,
} as const;

// A quoted phrase (an unclosed quote runs to the end, as websearch_to_tsquery reads it), or a run
// of other characters up to a space or a quote.
const TOKEN = /"([^"]*)"?|[^\s"]+/g;
// The words a token holds: letters and digits, split at anything else ("t-shirt" is t, shirt).
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Why the search box's words would be refused, read as PostgreSQL's websearch_to_tsquery reads
 * them (quoted phrases, `or`, `-word`), or null. It cannot know which words are too common to count
 * ("the"), so it counts them: it may refuse a little more than the API, never less.
 */
export function searchWordsProblem(words: string): string | null {
  let choices = 1;
  let terms = 0;
  let shortPhrase = false;
  for (const [token, phrase] of words.matchAll(TOKEN)) {
    if (phrase === undefined && token.toLowerCase() === 'or') {
      choices += 1;
      continue;
    }
    const parts = (phrase ?? token).match(WORD) ?? [];
    terms += parts.length;
    if (
      phrase !== undefined &&
      parts.length > 1 &&
      parts.every((part) => [...part].length < SEARCH_PHRASE_WORD_MIN)
    )
      shortPhrase = true;
  }
  if (terms > SEARCH_TERMS_MAX) return searchWordsMessages.manyTerms;
  if (choices > SEARCH_CHOICES_MAX) return searchWordsMessages.manyChoices;
  return shortPhrase ? searchWordsMessages.shortPhrase : null;
}
