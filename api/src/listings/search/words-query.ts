// Search words to a text-search query: `websearch_to_tsquery` reads them as the search
// box's users expect ("quoted phrase", `or`, `-word`) with English stemming, and each term then
// becomes a prefix, so "barist" (as the user is still typing "barista") finds "Barista". Browse and
// the job alerts both match listings with it, so a saved search finds what the search showed.
import { sql } from 'drizzle-orm';
import type { CategoryCode } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { HttpError } from '../../plugins/http/http-error';
import { costlyWordsProblem } from './costly-words';
import { RecentMap } from './recent-map';

// Each closing quote of a term in the query's text form: `'barist' & 'shift'` → `'barist':* &
// 'shift':*`. A quote inside a lexeme is doubled (`''`) and never followed by a space or the end.
const TERM_END = `'(\\s|$)`;
const PREFIX_TERM_END = `':*\\1`;

/** The SQL that turns words into the prefix query's text; null when no term is left ("the"). */
export const prefixQueryText = (words: unknown) =>
  sql`(select case when numnode(w) = 0 then null
      else regexp_replace(w::text, ${TERM_END}, ${PREFIX_TERM_END}, 'g') end
    from websearch_to_tsquery('english', ${words}::text) w)`;

/** Search words as a text-search query. */
export interface WordsQuery {
  /** The prefix query's text; cast it with `::tsquery`. */
  text: string;
  /** Whether it has a term the GIN index can look up (`-night` alone has none). */
  indexable: boolean;
}

// Each quoted lexeme of a query's text, its inner quotes doubled.
const LEXEME = /'((?:[^']|'')*)'/g;

/**
 * The query for the category-scoped index (search_keys, migration 0005): every lexeme prefixed by
 * the category as the documents' are, `'barist':*` → `'hosp.barist':*`. A query without an
 * indexable term also needs the category's own lexeme ('#hosp', in every document), or the index
 * would be read whole.
 */
export function categoryKeysQuery(words: WordsQuery, category: CategoryCode): string {
  const scope = category.toLowerCase();
  const scoped = words.text.replace(LEXEME, `'${scope}.$1'`);
  return words.indexable ? scoped : `'${scope}.#${scope}' & (${scoped})`;
}

const CACHE_SIZE = 1000;

/** A parse: the query, or null for no searchable term; or why the words would cost too much. */
type Parsed = { query: WordsQuery | null; problem: null } | { query: null; problem: string };

/**
 * The words' prefix query, or null when they hold no searchable term (blank, only stop words or
 * punctuation): the caller searches as without words. Words whose search has no bound on its cost
 * (listings/search/costly-words.ts) are refused with a 400 saying why. Recent answers are kept
 * (least recently used out), as the same searches come again and again.
 */
export class WordsQueries {
  private readonly cache = new RecentMap<string, Parsed>(CACHE_SIZE);

  async toQuery(db: Database, words: string): Promise<WordsQuery | null> {
    const key = words.trim().toLowerCase();
    if (key === '') return null;
    let parsed = this.cache.get(key);
    if (!parsed) {
      parsed = await parse(db, key);
      this.cache.set(key, parsed);
    }
    if (parsed.problem !== null) throw new HttpError(400, parsed.problem);
    return parsed.query;
  }
}

async function parse(db: Database, words: string): Promise<Parsed> {
  const [row] = await queryRows<{ text: string | null; indexable: boolean | null }>(
    db,
    sql`select w.text, querytree(w.text::tsquery) <> 'T' as indexable
      from (select ${prefixQueryText(words)} as text) w`,
  );
  if (!row?.text) return { query: null, problem: null };
  const problem = costlyWordsProblem(row.text);
  if (problem !== null) return { query: null, problem };
  return { query: { text: row.text, indexable: row.indexable === true }, problem: null };
}
