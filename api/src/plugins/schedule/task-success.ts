// Each scheduled task's last successful run, kept on its scheduled_tasks row so every replica (and
// the metrics of every replica) sees the same answer, whichever replica ran it.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { scheduledTasks } from '../../db/schema';
import { bare } from '../../db/sql-names';

const { name: taskName, lastSucceededAt } = scheduledTasks;

/** Notes that the task's run finished without error at `at`; a later success already noted stays. */
export async function recordScheduledSuccess(db: Database, name: string, at: Date): Promise<void> {
  await db.execute(
    sql`update ${scheduledTasks} set ${bare(lastSucceededAt)} = ${at.toISOString()}::timestamptz
      where ${taskName} = ${name}
        and (${lastSucceededAt} is null or ${lastSucceededAt} < ${at.toISOString()}::timestamptz)`,
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
    sql`select ${taskName}, extract(epoch from ${lastSucceededAt})::float8 as at
      from ${scheduledTasks} where ${lastSucceededAt} is not null`,
  );
  return rows.map((row) => ({ name: row.name, lastSucceededAt: Number(row.at) }));
}
