// Each scheduled task's last successful run, kept on its scheduled_tasks row so every replica (and
// the metrics of every replica) sees the same answer, whichever replica ran it.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Notes that the task's run finished without error at `at`; a later success already noted stays. */
export async function recordScheduledSuccess(db: Database, name: string, at: Date): Promise<void> {
  await db.execute(
    sql`update scheduled_tasks set last_succeeded_at = ${at.toISOString()}::timestamptz
      where name = ${name}
        and (last_succeeded_at is null or last_succeeded_at < ${at.toISOString()}::timestamptz)`,
  );
}

export interface TaskSuccess {
  name: string;
  /** Seconds since the epoch. */
  lastSucceededAt: number;
}

/** Every task that has succeeded at least once (a handful of rows: one per task). */
export async function readScheduledSuccesses(db: Database): Promise<TaskSuccess[]> {
  const rows = await queryRows<{ name: string; at: string | number }>(
    db,
    sql`select name, extract(epoch from last_succeeded_at)::float8 as at
      from scheduled_tasks where last_succeeded_at is not null`,
  );
  return rows.map((row) => ({ name: row.name, lastSucceededAt: Number(row.at) }));
}
