// Matching new listings to job alerts (issue 18), in the background: each listing is looked at
// once, when it is new (listings.alerts_scanned_at), against every alert in one set-based
// statement, not every alert per request. A batch is claimed with FOR UPDATE SKIP LOCKED, so two
// replicas running at once take different listings, and a match is a row keyed by (alert,
// listing), so no listing is matched, and mailed, twice for one alert. The words match as on the
// search screen (the alert keeps the prefix query of listings/search/words-query.ts).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { listings } from '../db/schema';
import { liveListing } from '../listings/capacity';
import { EARTH_RADIUS_KM } from '../places/geo';

const l = alias(listings, 'l');

/** Listings per statement: a few seconds of work at most with 10,000 alerts. */
export const MATCH_BATCH = 250;

const distanceKm = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(l.latitude - a.latitude) / 2), 2)
    + cos(radians(a.latitude)) * cos(radians(l.latitude))
      * power(sin(radians(l.longitude - a.longitude) / 2), 2))))`;

/**
 * Matches one batch of listings not yet looked at and marks them looked at, in one statement;
 * returns how many listings the batch held (0: nothing new).
 */
async function matchBatch(db: Database, now: Date, today: string): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ listings: number }>(
    db,
    sql`with batch as (
        select id from listings where alerts_scanned_at is null
        order by created_at limit ${MATCH_BATCH}
        for update skip locked
      ), matched as (
        insert into alert_matches (alert_id, listing_id, matched_at)
        select a.id, l.id, ${at}
        from listings l join batch b on b.id = l.id
        join job_alerts a on a.confirmed_at is not null and not a.paused
          and (a.category_code is null or a.category_code = l.category_code)
          and (a.min_hourly_cents is null or l.hourly_cents >= a.min_hourly_cents)
          and (a.words_query is null or l.search_all @@ a.words_query)
          and (a.latitude is null or (l.latitude is not null
            and abs(l.latitude - a.latitude) <= a.radius_km / 111.0
            and ${distanceKm} <= a.radius_km))
        where ${liveListing(l, today)}
          and a.user_id is distinct from l.employer_id
        on conflict do nothing
        returning 1
      ), scanned as (
        update listings set alerts_scanned_at = ${at} where id in (select id from batch)
        returning 1
      )
      select (select count(*)::int from scanned) as listings`,
  );
  return row?.listings ?? 0;
}

/** Matches every listing not yet looked at, batch by batch; returns how many it looked at. */
export async function matchNewListings(db: Database, now: Date, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await matchBatch(db, now, today);
    total += count;
    if (count < MATCH_BATCH) return total;
  }
}
