// The student's job alerts (issue 18): create, list, pause or resume, change how often, delete.
// Every query names the owner, so one user's alert is "not found" to everyone else.
import { sql } from 'drizzle-orm';
import {
  JOB_ALERTS_MAX,
  jobAlertMessages,
  type CreateJobAlertRequest,
  type JobAlert,
  type UpdateJobAlertRequest,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { createdAtText } from '../listings/browse';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../plugins/http/http-error';
import { prefixQueryText } from '../listings/search/words-query';
import { alertFromRow, normalWords, searchKey, type AlertRow } from './alert-search';

const alertColumns = sql`a.id, a.category_code, a.words, a.place_name, a.latitude, a.longitude,
  a.radius_km, a.min_hourly_cents, a.frequency, a.paused, ${createdAtText(sql`a.created_at`)} as created_at`;

/**
 * Saves a search as an alert. The user's row is locked first, so two creates at once cannot both
 * pass the count; the unique search key refuses the same search twice.
 */
export async function createJobAlert(
  db: Database,
  input: { userId: string; request: CreateJobAlertRequest; now: Date },
): Promise<JobAlert> {
  const { search, frequency } = input.request;
  const words = normalWords(search.q);
  const place = search.place;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${input.userId}::uuid for update`);
      const [count] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from job_alerts where user_id = ${input.userId}::uuid`,
      );
      if ((count?.n ?? 0) >= JOB_ALERTS_MAX) throw new HttpError(409, jobAlertMessages.tooMany);
      const [row] = await queryRows<AlertRow>(
        tx,
        sql`insert into job_alerts as a (user_id, category_code, words, words_query, place_name,
            latitude, longitude, radius_km, min_hourly_cents, frequency, search_key, created_at,
            confirmed_at)
          values (${input.userId}::uuid, ${search.category_code}, ${words},
            ${prefixQueryText(words)}::tsquery, ${place?.name.trim() ?? null},
            ${place?.lat ?? null}::float8, ${place?.lng ?? null}::float8,
            ${place?.radius_km ?? null}::float8, ${search.min_hourly_cents}::int, ${frequency},
            ${searchKey(search)}, ${input.now.toISOString()}::timestamptz,
            ${input.now.toISOString()}::timestamptz)
          returning ${alertColumns}`,
      );
      if (!row) throw new Error('insert returned no alert');
      return alertFromRow(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, jobAlertMessages.duplicate);
    throw error;
  }
}

export async function listJobAlerts(db: Database, userId: string): Promise<JobAlert[]> {
  const rows = await queryRows<AlertRow>(
    db,
    sql`select ${alertColumns} from job_alerts a where a.user_id = ${userId}::uuid
      order by a.created_at desc, a.id desc`,
  );
  return rows.map(alertFromRow);
}

export async function updateJobAlert(
  db: Database,
  input: { userId: string; alertId: string; change: UpdateJobAlertRequest },
): Promise<JobAlert> {
  const { paused, frequency } = input.change;
  const [row] = await queryRows<AlertRow>(
    db,
    sql`update job_alerts a set
        paused = coalesce(${paused ?? null}::boolean, a.paused),
        frequency = coalesce(${frequency ?? null}::text, a.frequency)
      where a.id = ${input.alertId}::uuid and a.user_id = ${input.userId}::uuid
      returning ${alertColumns}`,
  );
  if (!row) throw new HttpError(404, jobAlertMessages.notFound);
  return alertFromRow(row);
}

export async function deleteJobAlert(
  db: Database,
  input: { userId: string; alertId: string },
): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from job_alerts where id = ${input.alertId}::uuid and user_id = ${input.userId}::uuid
      returning id`,
  );
  if (rows.length === 0) throw new HttpError(404, jobAlertMessages.notFound);
}
