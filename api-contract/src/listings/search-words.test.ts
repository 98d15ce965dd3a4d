import { describe, expect, it } from 'vitest';
import { SEARCH_CHOICES_MAX, searchWordsMessages, searchWordsProblem } from './search-words';

describe('searchWordsProblem (the search box, before the API refuses)', () => {
  it.each([
    ['"b w"', searchWordsMessages.shortPhrase],
    ['"b w" or "w b" or "c d"', searchWordsMessages.shortPhrase],
    ['cafe -"ba wa"', searchWordsMessages.shortPhrase],
    // An unclosed quote runs to the end, as PostgreSQL reads it.
    ['cafe "b w', searchWordsMessages.shortPhrase],
    ['barista or waiter or cook or cleaner or tutor or driver', searchWordsMessages.manyChoices],
    ['aa bb cc dd ee ff gg hh ii jj kk', searchWordsMessages.manyTerms],
    ['"aa-bb-cc-dd-ee-ff" gg hh ii jj kk', searchWordsMessages.manyTerms],
  ])('refuses %s', (words, message) => {
    expect(searchWordsProblem(words)).toBe(message);
  });

  it.each([
    '',
    'b',
    'barista',
    '"bar w"',
    '"coffee"',
    't-shirt',
    '"t-shirt"',
    'barista OR waiter or cook or cleaner or tutor',
    'café -night "weekend shifts"',
  ])('lets %j through', (words) => {
    expect(searchWordsProblem(words)).toBeNull();
  });

  it('names its bound in the message', () => {
    expect(searchWordsMessages.manyChoices).toContain(String(SEARCH_CHOICES_MAX));
  });
});
