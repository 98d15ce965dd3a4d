// Matching new listings to job alerts, in the background: each listing is looked at
// once, when it is new (listings.alerts_scanned_at), against every alert in one set-based
// statement, not every alert per request. A batch is claimed with FOR UPDATE SKIP LOCKED, so two
// replicas running at once take different listings, and a match is a row keyed by (alert,
// listing), so no listing is matched, and mailed, twice for one alert. The words match as on the
// search screen (the alert keeps the prefix query of listings/search/words-query.ts).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { alertMatches, jobAlerts, listings } from '../db/schema';
import { bare, bareList, tableAs } from '../db/sql-names';
import { liveListing } from '../listings/capacity';
import { EARTH_RADIUS_KM } from '../places/geo';

const l = alias(listings, 'l');
const a = alias(jobAlerts, 'a');

/** Listings per statement: a few seconds of work at most with 10,000 alerts. */
export const MATCH_BATCH = 250;

const distanceKm = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${l.latitude} - ${a.latitude}) / 2), 2)
    + cos(radians(${a.latitude})) * cos(radians(${l.latitude}))
      * power(sin(radians(${l.longitude} - ${a.longitude}) / 2), 2))))`;

/**
 * Matches one batch of listings not yet looked at and marks them looked at, in one statement;
 * returns how many listings the batch held (0: nothing new).
 */
async function matchBatch(db: Database, now: Date, today: string): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ scanned_count: number }>(
    db,
    sql`with batch as (
        select ${listings.id} from ${listings} where ${listings.alertsScannedAt} is null
        order by ${listings.createdAt} limit ${MATCH_BATCH}
        for update skip locked
      ), matched as (
        insert into ${alertMatches}
          (${bareList(alertMatches.alertId, alertMatches.listingId, alertMatches.matchedAt)})
        select ${a.id}, ${l.id}, ${at}
        from ${tableAs(l)} join batch on batch.id = ${l.id}
        join ${tableAs(a)} on ${a.confirmedAt} is not null and not ${a.paused}
          and (${a.categoryCode} is null or ${a.categoryCode} = ${l.categoryCode})
          and (${a.minHourlyCents} is null or ${l.hourlyCents} >= ${a.minHourlyCents})
          and (${a.wordsQuery} is null or ${l.searchAll} @@ ${a.wordsQuery})
          and (${a.latitude} is null or (${l.latitude} is not null
            and abs(${l.latitude} - ${a.latitude}) <= ${a.radiusKm} / 111.0
            and ${distanceKm} <= ${a.radiusKm}))
        where ${liveListing(l, today)}
          and ${a.userId} is distinct from ${l.employerId}
        on conflict do nothing
        returning 1
      ), scanned as (
        update ${listings} set ${bare(listings.alertsScannedAt)} = ${at}
        where ${listings.id} in (select batch.id from batch)
        returning 1
      )
      select (select count(*)::int from scanned) as scanned_count`,
  );
  return row?.scanned_count ?? 0;
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
