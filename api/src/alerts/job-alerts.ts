// The student's job alerts: create, list, pause or resume, change how often, delete.
// Every query names the owner, so one user's alert is "not found" to everyone else.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  JOB_ALERTS_MAX,
  jobAlertMessages,
  type CreateJobAlertRequest,
  type JobAlert,
  type UpdateJobAlertRequest,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { jobAlerts, users } from '../db/schema';
import { bare, tableAs } from '../db/sql-names';
import { createdAtText } from '../listings/browse';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../plugins/http/http-error';
import { searchColumnList, searchValues } from './alert-insert';
import { alertFromRow, type AlertRow } from './alert-search';

const a = alias(jobAlerts, 'a');

const alertColumns = sql`${a.id}, ${a.categoryCode}, ${a.words}, ${a.placeName}, ${a.latitude},
  ${a.longitude}, ${a.radiusKm}, ${a.minHourlyCents}, ${a.frequency}, ${a.paused},
  ${createdAtText(sql`${a.createdAt}`)} as created_at`;

/**
 * Saves a search as an alert. The user's row is locked first, so two creates at once cannot both
 * pass the count; the unique search key refuses the same search twice.
 */
export async function createJobAlert(
  db: Database,
  input: { userId: string; request: CreateJobAlertRequest; now: Date },
): Promise<JobAlert> {
  const { search, frequency } = input.request;
  const at = sql`${input.now.toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${users} where ${users.id} = ${input.userId}::uuid for update`,
      );
      const [count] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${jobAlerts}
          where ${jobAlerts.userId} = ${input.userId}::uuid`,
      );
      if ((count?.n ?? 0) >= JOB_ALERTS_MAX) throw new HttpError(409, jobAlertMessages.tooMany);
      const [row] = await queryRows<AlertRow>(
        tx,
        sql`insert into ${jobAlerts} as ${a}
            (${searchColumnList(jobAlerts.userId, jobAlerts.createdAt, jobAlerts.confirmedAt)})
          values (${input.userId}::uuid, ${searchValues(search, frequency)}, ${at}, ${at})
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
    sql`select ${alertColumns} from ${tableAs(a)} where ${a.userId} = ${userId}::uuid
      order by ${a.createdAt} desc, ${a.id} desc`,
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
    sql`update ${tableAs(a)} set
        ${bare(a.paused)} = coalesce(${paused ?? null}::boolean, ${a.paused}),
        ${bare(a.frequency)} = coalesce(${frequency ?? null}::text, ${a.frequency})
      where ${a.id} = ${input.alertId}::uuid and ${a.userId} = ${input.userId}::uuid
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
    sql`delete from ${jobAlerts}
      where ${jobAlerts.id} = ${input.alertId}::uuid and ${jobAlerts.userId} = ${input.userId}::uuid
      returning ${jobAlerts.id}`,
  );
  if (rows.length === 0) throw new HttpError(404, jobAlertMessages.notFound);
}
