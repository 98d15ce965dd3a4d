// Search words to a text-search query (issue 18): `websearch_to_tsquery` reads them as the search
// box's users expect ("quoted phrase", `or`, `-word`) with English stemming, and each term then
// becomes a prefix, so "barist" (as the user is still typing "barista") finds "Barista". Browse and
// the job alerts both match listings with it, so a saved search finds what the search showed.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

// Each closing quote of a term in the query's text form: `'barist' & 'shift'` → `'barist':* & 'shift':*`.
// A quote inside a lexeme is doubled (`''`) and never followed by a space or the end.
const TERM_END = `'(\\s|$)`;
const PREFIX_TERM_END = `':*\\1`;

/** The SQL that turns words into the prefix query's text; null when no term is left ("the"). */
export const prefixQueryText = (words: unknown) =>
  sql`(select case when numnode(w) = 0 then null
      else regexp_replace(w::text, ${TERM_END}, ${PREFIX_TERM_END}, 'g') end
    from websearch_to_tsquery('english', ${words}::text) w)`;

const CACHE_SIZE = 1000;

/**
 * The words' prefix query as text (cast it with `::tsquery`), or null when they hold no searchable
 * term (blank, only stop words or punctuation): the caller searches as without words. Recent
 * answers are kept (least recently used out), as the same searches come again and again.
 */
export class WordsQueries {
  private readonly cache = new Map<string, string | null>();

  async toQuery(db: Database, words: string): Promise<string | null> {
    const key = words.trim().toLowerCase();
    if (key === '') return null;
    if (this.cache.has(key)) {
      const hit = this.cache.get(key) ?? null;
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const [row] = await queryRows<{ query: string | null }>(
      db,
      sql`select ${prefixQueryText(key)} as query`,
    );
    const query = row?.query ?? null;
    this.cache.set(key, query);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return query;
  }
}
