// Browse by category (SPEC section 7, GET /system/jobs/by-category): open listings only (the
// condition apply takes a slot under, listings/capacity.ts), newest first, keyset-paginated on
// (created_at, id), optionally within a radius and above a pay. One SQL statement. With search
// words the page comes from listings/search/ranked-search.ts, on the same filters and cards.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_RADIUS_KM, type JobCard, type JobsByCategoryQuery } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { employers, listings } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { heldSlots, openListing, type MarketNow } from './capacity';
import { payJson } from './pay-sql';
import { boundingBox, EARTH_RADIUS_KM, snapCoordinate, type BoundingBox } from '../places/geo';

/** The listings and their employers of the statements below (cards, filters, the page). */
const l = alias(listings, 'l');
const e = alias(employers, 'e');

export interface CardRow extends Record<string, unknown> {
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
  distance_km?: number;
}

/**
 * created_at with microseconds, in UTC. A millisecond JS Date would round the cursor and skip or
 * repeat rows that share a millisecond.
 */
export const createdAtText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The circle a query searches within: its coordinates, snapped, and its radius. */
interface Circle {
  lat: number;
  lng: number;
  radiusKm: number;
}

function circleOf(query: JobsByCategoryQuery): Circle | null {
  if (query.lat === undefined || query.long === undefined) return null;
  // Coordinates without a radius use the screen's default radius.
  return {
    lat: snapCoordinate(query.lat),
    lng: snapCoordinate(query.long),
    radiusKm: query.radius_km ?? DEFAULT_RADIUS_KM,
  };
}

/** The box around the query's circle, or null when it searches everywhere. */
export function searchBox(query: JobsByCategoryQuery): BoundingBox | null {
  const circle = circleOf(query);
  return circle && boundingBox(circle, circle.radiusKm);
}

/** The great-circle distance in kilometres from the circle's centre to the listing `l` (haversine). */
const distanceKm = ({
  lat,
  lng,
}: Circle): SQL => sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(${l.latitude} - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(${l.latitude}))
        * power(sin(radians(${l.longitude} - ${lng}::float8) / 2), 2)
    )))`;

function radiusFilter(circle: Circle): SQL {
  const box = boundingBox(circle, circle.radiusKm);
  // The box is the index's coarse cut; the haversine check is exact. Rows without coordinates
  // fail both (null comparisons), so a radius search never returns them.
  const lngCut = sql.join(
    box.lngRanges.map(([west, east]) => sql`${l.longitude} between ${west} and ${east}`),
    sql` or `,
  );
  return sql`${l.latitude} between ${box.minLat} and ${box.maxLat} and (${lngCut})
    and ${distanceKm(circle)} <= ${circle.radiusKm}::float8`;
}

export interface BrowsePage {
  jobs: JobCard[];
  has_more: boolean;
}

/**
 * A card's columns, of the listings `l` joined to their employers `e`, with the slots held at `now`;
 * with a place in `query`, how far each listing is from it (to 0.1 km, as the card says it).
 */
export function cardColumns(now: Date, query?: JobsByCategoryQuery): SQL {
  const circle = query ? circleOf(query) : null;
  const distance = circle
    ? sql`, round((${distanceKm(circle)})::numeric, 1)::float8 as distance_km`
    : sql``;
  return sql`${l.id}, ${l.title},
  ${e.businessName} as company, ${l.shortPreview}, ${l.location},
  ${l.expiryDate}::text as expiry, ${heldSlots(l, now)} as applications, ${l.maxApplications},
  ${createdAtText(sql`${l.createdAt}`)} as created_at, ${payJson(l)} as pay${distance}`;
}

/** Rows strictly after the keyset cursor (created_at, id), newest first. */
export const afterCursor = (createdAt: string, id: string): SQL =>
  sql`(${l.createdAt}, ${l.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;

/** What every page of a category filters on: the category, open, the radius and the pay. */
export function browseFilters(query: JobsByCategoryQuery, at: MarketNow): SQL[] {
  return [sql`${l.categoryCode} = ${query.category_code}`, ...openPlaceAndPay(query, at)];
}

/** browseFilters without the category: open, within the radius, at or above the pay. */
export function openPlaceAndPay(query: JobsByCategoryQuery, at: MarketNow): SQL[] {
  return [openListing(l, at), ...placeAndPay(query)];
}

/** Within the query's radius (when it has a place) and at or above its pay (when it has one). */
export function placeAndPay(query: JobsByCategoryQuery): SQL[] {
  const conditions: SQL[] = [];
  const circle = circleOf(query);
  if (circle) conditions.push(radiusFilter(circle));
  if (query.min_hourly_cents !== undefined) {
    conditions.push(sql`${l.hourlyCents} >= ${query.min_hourly_cents}`);
  }
  return conditions;
}

export async function browseListings(
  db: Database,
  query: JobsByCategoryQuery,
  at: MarketNow,
): Promise<BrowsePage> {
  const conditions = browseFilters(query, at);
  if (query.before_created_at !== undefined && query.before_id !== undefined) {
    conditions.push(afterCursor(query.before_created_at, query.before_id));
  }
  // One row more than asked tells whether another page exists. The employer join runs on the
  // page only (a primary-key lookup per row), not on every candidate.
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns(at.now, query)}
      from (
        select * from ${tableAs(l)}
        where ${sql.join(conditions, sql` and `)}
        order by ${l.createdAt} desc, ${l.id} desc
        limit ${query.limit + 1}
      ) l join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      order by ${l.createdAt} desc, ${l.id} desc`,
  );
  return { jobs: rows.slice(0, query.limit), has_more: rows.length > query.limit };
}
