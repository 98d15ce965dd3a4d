// Browse with search words (issue 18). Cards come in two ranks: 1, the words match the title or
// business name (search_head); 2, they need the short preview or description (search_all).
// Rank 1 comes first, newest first within a rank; the cursor carries the rank.
//
// Each rank is one statement that reads little whether the words are common or rare:
// - The walk: the newest WALK listings of the page's filters, in the plain browse order, each
//   tested against the words with ts_match_vq (a function, so the planner keeps this walk on the
//   (created_at, id) order rather than turning to the GIN index). Common words fill the page here.
// - Only when the walk was full and still found too few are the words rare in this category, and
//   the GIN index (`@@`) gives the rest beyond the walk. Every document also holds its category as
//   a lexeme no typed word can produce (`#hosp`, migration 0004), so the index intersects the
//   words with the category at once instead of reading the matches of every category.
// Rank 2 is read only when rank 1 cannot fill the page.
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryCode, JobsByCategoryQuery } from 'shared-kit/contract';
import { queryRows, type Database } from '../db/client';
import {
  afterCursor,
  browseFilters,
  cardColumns,
  type BrowsePage,
  type CardRow,
} from '../jobs/browse';

/** Listings the walk tests before it leaves the rest to the GIN index. */
export const WALK = 100;

/** The category's lexeme in every listing's documents, as a tsquery's text. */
export const categoryQueryText = (code: CategoryCode) => `'#${code.toLowerCase()}'`;

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/**
 * One rank's cards after `cursor`, at most `need`: `match` tests a row (ts_match_vq), `indexed`
 * is the same test as the GIN index serves it (`@@`).
 */
function rankPage(
  db: Database,
  filters: SQL[],
  rank: { match: SQL; indexed: SQL },
  cursor: SQL | null,
  need: number,
): Promise<CardRow[]> {
  const scope = where(cursor ? [...filters, cursor] : filters);
  return queryRows<CardRow>(
    db,
    sql`with walk as materialized (
        select l.id, l.created_at, ${rank.match} as hit from listings l where ${scope}
        order by l.created_at desc, l.id desc limit ${WALK}
      ), hits as (
        select w.id from walk w where w.hit order by w.created_at desc, w.id desc limit ${need}
      ), edge as (
        select w.created_at, w.id from walk w order by w.created_at asc, w.id asc limit 1
      ), found as materialized (
        select l.id from listings l where ${rank.indexed}
      ), beyond as (
        select l.id from listings l join found f on f.id = l.id
        where (select count(*) from hits) < ${need} and (select count(*) from walk) >= ${WALK}
          and ${scope} and ${rank.match}
          and (l.created_at, l.id) < (select e.created_at, e.id from edge e)
        order by l.created_at desc, l.id desc limit ${need}
      )
      select ${cardColumns}
      from (select id from hits union all select id from beyond) p
      join listings l on l.id = p.id join employers e on e.user_id = l.employer_id
      order by l.created_at desc, l.id desc limit ${need}`,
  );
}

/** A page of cards matching `wordsQuery` (search/words-query.ts), rank 1 first. */
export async function searchJobs(
  db: Database,
  query: JobsByCategoryQuery,
  today: string,
  wordsQuery: string,
): Promise<BrowsePage> {
  const filters = browseFilters(query, today);
  const need = query.limit + 1;
  const q = sql`(${wordsQuery}::tsquery && ${categoryQueryText(query.category_code)}::tsquery)`;
  const cursor =
    query.before_created_at !== undefined && query.before_id !== undefined
      ? afterCursor(query.before_created_at, query.before_id)
      : null;
  const cards: (CardRow & { rank: number })[] = [];
  // A cursor of rank 2 means every rank 1 card was shown.
  // `@@` lets the planner use the GIN index; ts_match_vq (the same test, as a function) does not,
  // which keeps the walk of common words on the (created_at, id) order.
  const inHead = sql`l.search_head @@ ${q}`;
  const testHead = sql`ts_match_vq(l.search_head, ${q})`;
  if (query.before_rank !== 2) {
    const first = await rankPage(db, filters, { match: testHead, indexed: inHead }, cursor, need);
    cards.push(...first.map((card) => ({ ...card, rank: 1 })));
  }
  if (cards.length < need) {
    const inAll = sql`l.search_all @@ ${q}`;
    const testAll = sql`ts_match_vq(l.search_all, ${q})`;
    const second = await rankPage(
      db,
      filters,
      { match: sql`${testAll} and not ${testHead}`, indexed: inAll },
      query.before_rank === 2 ? cursor : null,
      need - cards.length,
    );
    cards.push(...second.map((card) => ({ ...card, rank: 2 })));
  }
  return { jobs: cards.slice(0, query.limit), has_more: cards.length > query.limit };
}
