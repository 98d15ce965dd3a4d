// Retention (privacy page, "Data Retention"): applications and their resumes are kept for up to
// 12 months after the listing closes, then deleted, files included, on either storage driver. A
// listing closes on its expiry date; one removed or closed early has no date of that, so its
// creation date stands in (never later than the real close, so nothing is kept too long).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client';
import { listings, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { marketToday } from '../plugins/time/dates';
import type { ResumeStorage } from '../storage/driver';
import { removeResumeFiles } from '../storage/remove-files';
import { a, removeApplications } from './status-sql';

const l = alias(listings, 'l');
const r = alias(resumes, 'r');

export const RETENTION_MONTHS = 12;

/** The market date RETENTION_MONTHS before `now`: listings closed before it are past retention. */
export function retentionCutoff(now: Date): string {
  const [year = 0, month = 1, day = 1] = marketToday(now).split('-').map(Number);
  const cutoff = new Date(Date.UTC(year, month - 1 - RETENTION_MONTHS, 1));
  // The same day of the month, or the month's last day (29 February, 31st).
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff.toISOString().slice(0, 10);
}

/** Deletes the applications (and resume files) past retention; returns how many. */
export async function deleteExpiredApplications(
  db: Database,
  storage: ResumeStorage,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const cutoff = retentionCutoff(now);
  const closedBefore = sql`exists (
    select 1 from ${tableAs(l)} where ${l.id} = ${a.listingId} and (
      case when ${l.status} in ('removed', 'closed')
        then least(${l.expiryDate}, ${l.createdAt}::date)
      else ${l.expiryDate} end
    ) < ${cutoff}::date)`;
  const rows = await queryRows<{ storage_key: string | null }>(
    db,
    sql`${removeApplications('expire', closedBefore)}
      select (select ${r.storageKey} from ${tableAs(r)} where ${r.applicationId} = moved.id)
        as storage_key
      from moved`,
  );
  const keys = rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
  await removeResumeFiles(storage, keys, log);
  return rows.length;
}
