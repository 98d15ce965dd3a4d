// Words that no listing of a category held when they were last searched there: a student who
// searches "barista" in Retail, a typo, words of another category. Their first search walks the
// span for nothing before the GIN index says so; the next one asks the index first, which answers
// in a fraction of the walk's time when the words are still absent. Only the order changes: the
// index is asked every time, so a listing posted since is found at once (the words are then
// forgotten here), and a page never depends on what is kept. Each process keeps its own, the
// most recently searched first.
import type { CategoryCode } from 'api-contract';
import { RecentMap } from './recent-map';
import type { WordsQuery } from './words-query';

const KEPT = 1000;

export class AbsentWords {
  private readonly keys: RecentMap<string, true>;

  constructor(kept = KEPT) {
    this.keys = new RecentMap(kept);
  }

  /** Whether no listing of `category` held `words` when they were last searched there. */
  has(category: CategoryCode, words: WordsQuery): boolean {
    return this.keys.get(keyOf(category, words)) !== undefined;
  }

  /** What a search found: whether any listing of `category` holds `words`. */
  note(category: CategoryCode, words: WordsQuery, absent: boolean): void {
    const key = keyOf(category, words);
    if (absent) this.keys.set(key, true);
    else this.keys.delete(key);
  }
}

const keyOf = (category: CategoryCode, words: WordsQuery) => `${category} ${words.text}`;
