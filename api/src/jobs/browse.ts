// Browse by category (SPEC section 7, GET /system/jobs/by-category): open listings only (the
// condition apply takes a slot under, listings/capacity.ts), newest first, keyset-paginated on
// (created_at, id), optionally within a radius and above a pay. One SQL statement.
// With search words (issue 18), cards come in two ranks: 1, the words match the title or business
// name; 2, they need the preview or description. Newest first within a rank, and the cursor
// carries the rank. Each rank is its own ordered, limited branch, so the planner may walk the
// category's (created_at, id) index for common words or the GIN index for rare ones.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_RADIUS_KM, type JobCard, type JobsByCategoryQuery } from 'shared-kit/contract';
import { queryRows, type Database } from '../db/client';
import { listings } from '../db/schema';
import { openListing } from '../listings/capacity';
import { payJson } from '../listings/pay-sql';
import { boundingBox, EARTH_RADIUS_KM, snapCoordinate } from './geo';

/** The listings of the statement below, as its text names them. */
const l = alias(listings, 'l');

interface CardRow extends Record<string, unknown> {
  id: string;
  title: string;
  company: string;
  short_preview: string;
  location: string;
  expiry: string;
  applications: number;
  max_applications: number;
  created_at: string;
  pay: JobCard['pay'];
  rank?: number;
}

/**
 * created_at with microseconds, in UTC. A millisecond JS Date would round the cursor and skip or
 * repeat rows that share a millisecond.
 */
export const createdAtText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function radiusFilter(lat: number, lng: number, radiusKm: number): SQL {
  const box = boundingBox({ lat, lng }, radiusKm);
  // The box is the index's coarse cut; the haversine check is exact. Rows without coordinates
  // fail both (null comparisons), so a radius search never returns them.
  const lngCut = sql.join(
    box.lngRanges.map(([west, east]) => sql`l.longitude between ${west} and ${east}`),
    sql` or `,
  );
  return sql`l.latitude between ${box.minLat} and ${box.maxLat} and (${lngCut})
    and 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(l.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(l.latitude))
        * power(sin(radians(l.longitude - ${lng}::float8) / 2), 2)
    ))) <= ${radiusKm}::float8`;
}

export interface BrowsePage {
  jobs: JobCard[];
  has_more: boolean;
}

const cursorCondition = (query: JobsByCategoryQuery): SQL | null =>
  query.before_created_at !== undefined && query.before_id !== undefined
    ? sql`(l.created_at, l.id) < (${query.before_created_at}::timestamptz, ${query.before_id}::uuid)`
    : null;

/** The candidates of one rank: matching, after the cursor when it is of this rank, limited. */
function rankBranch(filters: SQL[], match: SQL, rank: number, after: SQL | null, limit: number) {
  const conditions = [...filters, match, ...(after ? [after] : [])];
  return sql`(select l.*, ${rank}::int as rank from listings l
    where ${sql.join(conditions, sql` and `)}
    order by l.created_at desc, l.id desc
    limit ${limit})`;
}

/**
 * The candidate rows, at most `limit`: newest first without words, else rank 1 before rank 2.
 * `wordsQuery` is the prefix query's text (search/words-query.ts), null without words.
 */
function candidates(
  filters: SQL[],
  query: JobsByCategoryQuery,
  wordsQuery: string | null,
  limit: number,
): SQL {
  const after = cursorCondition(query);
  if (wordsQuery === null) {
    return sql`(select l.*, null::int as rank from listings l
      where ${sql.join([...filters, ...(after ? [after] : [])], sql` and `)}
      order by l.created_at desc, l.id desc
      limit ${limit})`;
  }
  const q = sql`${wordsQuery}::tsquery`;
  const inHead = sql`l.search_head @@ ${q}`;
  const second = rankBranch(
    filters,
    sql`l.search_all @@ ${q} and not (${inHead})`,
    2,
    query.before_rank === 2 ? after : null,
    limit,
  );
  // A cursor of rank 2 means every rank 1 card was shown.
  if (query.before_rank === 2) return second;
  const first = rankBranch(filters, inHead, 1, after, limit);
  return sql`(${first} union all ${second})`;
}

export async function browseJobs(
  db: Database,
  query: JobsByCategoryQuery,
  today: string,
  wordsQuery: string | null = null,
): Promise<BrowsePage> {
  const conditions: SQL[] = [sql`l.category_code = ${query.category_code}`, openListing(l, today)];
  if (query.lat !== undefined && query.long !== undefined) {
    // Coordinates without a radius use the screen's default radius.
    const radiusKm = query.radius_km ?? DEFAULT_RADIUS_KM;
    conditions.push(radiusFilter(snapCoordinate(query.lat), snapCoordinate(query.long), radiusKm));
  }
  if (query.min_hourly_cents !== undefined) {
    conditions.push(sql`l.hourly_cents >= ${query.min_hourly_cents}`);
  }
  // One row more than asked tells whether another page exists. The employer join runs on the
  // page only (a primary-key lookup per row), not on every candidate.
  const rows = await queryRows<CardRow>(
    db,
    sql`select l.id, l.title, e.business_name as company, l.short_preview, l.location,
        l.expiry_date::text as expiry, l.applications_count as applications, l.max_applications,
        ${createdAtText(sql`l.created_at`)} as created_at, ${payJson} as pay, l.rank
      from ${candidates(conditions, query, wordsQuery, query.limit + 1)} l
      join employers e on e.user_id = l.employer_id
      order by l.rank nulls first, l.created_at desc, l.id desc
      limit ${query.limit + 1}`,
  );
  const jobs = rows
    .slice(0, query.limit)
    .map(({ rank, ...card }) =>
      wordsQuery === null || rank === null || rank === undefined ? card : { ...card, rank },
    );
  return { jobs, has_more: rows.length > query.limit };
}
