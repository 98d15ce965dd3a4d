// Browse with search words. Cards come in two ranks: 1, the words match the title or
// business name (search_head); 2, they need the short preview or description (search_all).
// Rank 1 comes first, newest first within a rank; the cursor carries the rank.
//
// A page costs little whether the words are common or rare, and is one statement in most cases
// (a statement costs about as much to send, plan and read back as its reads cost):
// - The walk: the page's listings in the plain browse order, newest first, each given its rank with
//   ts_match_vq (a function, so the planner keeps the walk on browse's own plan rather than turning
//   to the GIN index). It stops at the page's size of matches, or after WALK listings. Common words
//   fill the page here.
// - When the walk leaves a rank open (less than a page of rank 1; rank 2 when it ran out), the same
//   statement asks the GIN index whether any listing of the category holds the words at all. Rare
//   and absent words end there.
// - Otherwise a second statement reads the open ranks from the GIN index, beyond the last listing
//   the walk read. The index holds every word scoped to its listing's category (search_keys,
//   migration 0005), so it reads only the category's matches.
// - Words that no listing of the category held when last searched (absent-words.ts) ask the GIN
//   index first, and end there while they are still absent.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JobsByCategoryQuery } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { employers, LATITUDE_BANDS_PER_DEGREE, latitudeBand, listings } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import {
  afterCursor,
  cardColumns,
  openPlaceAndPay,
  placeAndPay,
  searchBox,
  type BrowsePage,
  type CardRow,
} from '../browse';
import { hasRoom, liveListing, type MarketNow } from '../capacity';
import { latitudeBands } from '../../places/geo';
import type { AbsentWords } from './absent-words';
import { categoryKeysQuery, type WordsQuery } from './words-query';

/** Listings the walk reads at most before it leaves the rest to the GIN index. */
export const WALK = 300;

/**
 * A span within a radius merges the latitude bands its box touches (up to 20 km); a wider one
 * reads the category newest first, as browse does, since most of what it reads is in the circle.
 */
export const MAX_SPAN_BANDS = 9;

type Rank = 1 | 2;
type RankedRow = CardRow & { rank: Rank };
interface Walk {
  found: RankedRow[];
  /** Some listing of the category holds the words in its title or business name. */
  anyHead: boolean;
  /** Some listing of the category holds the words. */
  anyAll: boolean;
}

/** The listings and their employers of the statements below, as browse's cards name them. */
const l = alias(listings, 'l');
const e = alias(employers, 'e');

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const order = sql`${l.createdAt} desc, ${l.id} desc`;

/** One search page's statements. */
class SearchPage {
  /** A walk asked the GIN index, and no listing of the category holds the words. */
  absent = false;
  private readonly q: SQL;
  private readonly keys: SQL;
  private readonly rankOf: SQL;
  /** What the walk reads of each listing of its span: its place in the order, room and documents. */
  private readonly walkColumns = sql`${l.id}, ${l.createdAt}, ${l.applicationsCount},
    ${l.maxApplications}, ${l.searchAll}, ${l.searchHead}`;
  constructor(
    private readonly db: Database,
    private readonly query: JobsByCategoryQuery,
    private readonly at: MarketNow,
    words: WordsQuery,
  ) {
    this.q = sql`${words.text}::tsquery`;
    this.keys = sql`${categoryKeysQuery(words, query.category_code)}::tsquery`;
    // Most listings match neither: the whole document first, the head only for its matches.
    this.rankOf = sql`case when not ts_match_vq(${l.searchAll}, ${this.q}) then null
      when ts_match_vq(${l.searchHead}, ${this.q}) then 1 else 2 end`;
  }

  /**
   * The walk after `cursor`: its first `need` matches of `ranks`, newest first. Fewer than `need`
   * means it read all WALK listings (or every one there is). With it, when the walk leaves a rank
   * open, whether any listing of the category holds the words in its head or at all (the GIN
   * index alone, search_head_has and search_all_has of migration 0005): when none does, no index
   * read beyond the walk can find anything, and none is made.
   */
  async walk(ranks: 'both' | Rank, cursor: SQL | null, need: number): Promise<Walk> {
    const keep = ranks === 'both' ? sql`w.rank is not null` : sql`w.rank = ${ranks}`;
    // The listings the walk may read (span) are a subquery of their own, WALK of browse's order:
    // planned under the page's small limit, a walk within a radius went down the category's index
    // testing thousands of listings for the radius. Each listing of the span is given its rank as
    // the walk takes it, in the span's order (a projection over the ordered span, fenced by
    // offset 0; never a join, which the planner could reorder), so the walk reads the span only
    // as far as its page needs: ranking every listing first cost more than browse's whole page
    // (most of all on PGlite, whose text search runs as WebAssembly). A full one gets no rank.
    // A rank is open when the walk found less than a page of it; rank 2 only when it ran out.
    const headOpen =
      ranks === 2 ? sql`false` : sql`(select count(*) from walk where rank = 1) < ${need}`;
    const allOpen = ranks === 1 ? sql`false` : sql`(select count(*) from walk) < ${need}`;
    // The probes once (the fence, offset 0), not once per card: pulled up into the outer select
    // they would run for every row.
    const rows = await queryRows<Partial<RankedRow> & { any_head: boolean; any_all: boolean }>(
      this.db,
      sql`with walk as materialized (
          select w.id, w.created_at, w.rank from (
            select l.id, l.created_at,
              case when ${hasRoom(l, this.at.now)} then ${this.rankOf} end as rank
            from (${this.span(cursor, this.walkColumns)}) l offset 0
          ) w where ${keep} limit ${need}
        )
        select a.any_head, a.any_all, c.* from (
          select case when ${headOpen} then search_head_has(${this.keys}) else false end
              as any_head,
            case when ${allOpen} then search_all_has(${this.keys}) else false end as any_all
          offset 0
        ) a left join lateral (
          select ${cardColumns(this.at.now, this.query)}, w.rank from walk w
          join ${tableAs(l)} on ${l.id} = w.id join ${tableAs(e)} on ${e.userId} = ${l.employerId}
        ) c on true
        order by c.created_at desc, c.id desc`,
    );
    const flags = rows[0];
    const found = rows.filter((row): row is RankedRow & typeof row => row.id != null);
    const anyAll = flags?.any_all ?? false;
    // Fewer than `need` of rank 2 or both: the statement asked the index (allOpen).
    if (ranks !== 1 && found.length < need && !anyAll) this.absent = true;
    return { found, anyHead: flags?.any_head ?? false, anyAll };
  }

  /** Whether any listing of the category holds the words (the GIN index alone). */
  async anyHolds(): Promise<boolean> {
    const [row] = await queryRows<{ any_all: boolean }>(
      this.db,
      sql`select search_all_has(${this.keys}) as any_all`,
    );
    return row?.any_all ?? false;
  }

  /**
   * The listings a walk after `cursor` may read, newest first, WALK at most: browse's filters but
   * the room, which the walk checks on each listing it takes. Within a radius, each latitude band
   * of the box is read newest first from the band index (listings_category_band_idx, migration
   * 0018), which holds every column filtered here, and the bands are merged (a Merge Append of
   * their limited scans, pulled only as far as the walk reads): the span reads about as many
   * entries of the index as the walk takes, however many listings the box holds. The room
   * (applications_count) is left out of that index so an application stays a HOT update.
   */
  span(cursor: SQL | null, columns: SQL): SQL {
    const filters = [
      sql`${l.categoryCode} = ${this.query.category_code}`,
      liveListing(l, this.at.today),
      ...placeAndPay(this.query),
      ...(cursor ? [cursor] : []),
    ];
    const box = searchBox(this.query);
    const bands = box && latitudeBands(box, LATITUDE_BANDS_PER_DEGREE);
    if (!bands || bands.length > MAX_SPAN_BANDS) {
      return sql`select ${columns} from ${tableAs(l)}
        where ${where(filters)} order by ${order} limit ${WALK}`;
    }
    const band = (n: number) => sql`(select ${columns} from ${tableAs(l)}
      where ${where([...filters, sql`${latitudeBand(l.latitude)} = ${n}`])}
      order by ${order} limit ${WALK})`;
    return sql`select b.* from (${sql.join(bands.map(band), sql` union all `)}) b
      order by b.created_at desc, b.id desc limit ${WALK}`;
  }

  /** The last listing a walk after `cursor` reads when it reads all WALK (none if fewer exist). */
  walkEnd(cursor: SQL | null): SQL {
    return sql`select s.created_at, s.id from (${this.span(cursor, sql`${l.id}, ${l.createdAt}`)}) s
      order by s.created_at desc, s.id desc offset ${WALK - 1} limit 1`;
  }

  /**
   * Matches older than `edge` (a select of columns named created_at and id) from the GIN index, newest first:
   * of each rank in `parts`, at most its `need`. One statement.
   */
  beyond(parts: { rank: Rank; need: number }[], edge: SQL): Promise<RankedRow[]> {
    const part = ({ rank, need }: { rank: Rank; need: number }) => {
      const match =
        rank === 1
          ? sql`search_keys(${l.searchHead}, ${l.categoryCode}) @@ ${this.keys}`
          : sql`search_keys(${l.searchAll}, ${l.categoryCode}) @@ ${this.keys}
              and not ts_match_vq(${l.searchHead}, ${this.q})`;
      // The keys hold the category, so the category is only checked, as a function (texteq),
      // which no index serves: the planner would otherwise also read the category's btree entries
      // (16,000 at 100,000 listings) to intersect them. The fence (offset 0) keeps it on the GIN
      // index for every match, sorted after, rather than on browse's index walking the category.
      return sql`(select f.*, ${rank}::int as rank from (
          select l.* from ${tableAs(l)}
          where ${match} and texteq(${l.categoryCode}, ${this.query.category_code})
            and ${where(openPlaceAndPay(this.query, this.at))}
            and (${l.createdAt}, ${l.id}) < (select edge.created_at, edge.id from edge)
          offset 0
        ) f order by f.created_at desc, f.id desc limit ${need})`;
    };
    return queryRows<RankedRow>(
      this.db,
      sql`with edge as materialized (${edge})
        select ${cardColumns(this.at.now, this.query)}, l.rank from (${sql.join(parts.map(part), sql` union all `)}) l
        join ${tableAs(e)} on ${e.userId} = ${l.employerId}
        order by l.rank, ${order}`,
    );
  }

  /** Up to `need` matches of one rank after `cursor`. */
  async oneRank(rank: Rank, cursor: SQL | null, need: number): Promise<RankedRow[]> {
    const { found, anyHead, anyAll } = await this.walk(rank, cursor, need);
    if (found.length === need || !(rank === 1 ? anyHead : anyAll)) return found;
    const rest = await this.beyond([{ rank, need: need - found.length }], this.walkEnd(cursor));
    return [...found, ...rest];
  }

  /** The first page: both ranks from one walk, the index only for what it left open. */
  async bothRanks(need: number): Promise<RankedRow[]> {
    const { found, anyHead, anyAll } = await this.walk('both', null, need);
    const first = found.filter((row) => row.rank === 1);
    const second = found.filter((row) => row.rank === 2);
    const last = found.at(-1);
    if (found.length === need && last) {
      // The walk stopped at a page of matches: its rank 2 matches are the newest there are, but
      // rank 1 may go on past them.
      if (first.length < need && anyHead) {
        const edge = sql`select ${last.created_at}::timestamptz as created_at, ${last.id}::uuid as id`;
        first.push(...(await this.beyond([{ rank: 1, need: need - first.length }], edge)));
      }
    } else if (anyAll) {
      // The walk read all it may: the rest of both ranks is beyond it.
      const parts = [
        ...(anyHead ? [{ rank: 1 as const, need: need - first.length }] : []),
        { rank: 2 as const, need: need - found.length },
      ];
      const rest = await this.beyond(parts, this.walkEnd(null));
      first.push(...rest.filter((row) => row.rank === 1));
      second.push(...rest.filter((row) => row.rank === 2));
    }
    return [...first, ...second].slice(0, need);
  }
}

/**
 * A page of cards matching `words` (listings/search/words-query.ts), rank 1 first. Words that no
 * listing of the category held when last searched (`absentWords`) ask the GIN index first.
 */
export async function searchListings(
  db: Database,
  query: JobsByCategoryQuery,
  at: MarketNow,
  words: WordsQuery,
  absentWords?: AbsentWords,
): Promise<BrowsePage> {
  const page = new SearchPage(db, query, at, words);
  if (absentWords?.has(query.category_code, words)) {
    if (!(await page.anyHolds())) return { jobs: [], has_more: false };
    absentWords.note(query.category_code, words, false);
  }
  const need = query.limit + 1;
  const cursor =
    query.before_created_at !== undefined && query.before_id !== undefined
      ? afterCursor(query.before_created_at, query.before_id)
      : null;
  let cards: RankedRow[];
  if (cursor === null) {
    cards = await page.bothRanks(need);
  } else if (query.before_rank === 2) {
    // A cursor of rank 2 means every rank 1 card was shown.
    cards = await page.oneRank(2, cursor, need);
  } else {
    cards = await page.oneRank(1, cursor, need);
    if (cards.length < need) cards.push(...(await page.oneRank(2, null, need - cards.length)));
  }
  if (page.absent) absentWords?.note(query.category_code, words, true);
  return { jobs: cards.slice(0, query.limit), has_more: cards.length > query.limit };
}
