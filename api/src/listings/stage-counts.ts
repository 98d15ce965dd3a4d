// How many applications each listing of an employer's page has at each stage of the pipeline
// (GET /employer/listings' stage_counts): one grouped statement for the page's listings, through
// the index on (listing_id, student_id). Applications whose resume has not arrived are left out,
// as the employer cannot open them yet.
import { STAGE_COUNT_STATUSES, type StageCounts } from 'api-contract';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { applications, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';

const a = alias(applications, 'a');
const r = alias(resumes, 'r');

const noStages = (): StageCounts => ({
  submitted: 0,
  seen: 0,
  shortlisted: 0,
  interview: 0,
  offered: 0,
  hired: 0,
});

/** The counts per stage of each listing of `listingIds` (zeros for one with none). */
export async function stageCountsOf(
  db: Database,
  listingIds: string[],
): Promise<Map<string, StageCounts>> {
  const counts = new Map(listingIds.map((id) => [id, noStages()]));
  if (listingIds.length === 0) return counts;
  const stages = sql.join(
    STAGE_COUNT_STATUSES.map((status) => sql.raw(`'${status}'`)),
    sql`, `,
  );
  const rows = await queryRows<{ listing_id: string; status: keyof StageCounts; n: number }>(
    db,
    sql`select ${a.listingId} as listing_id, ${a.status} as status, count(*)::int as n
      from ${tableAs(a)}
      where ${a.listingId} in (${sql.join(
        listingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and ${a.status} in (${stages})
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})
      group by ${a.listingId}, ${a.status}`,
  );
  for (const row of rows) {
    const listing = counts.get(row.listing_id);
    if (listing) listing[row.status] = row.n;
  }
  return counts;
}
