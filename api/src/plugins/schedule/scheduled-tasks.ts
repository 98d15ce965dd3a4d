// "Run this every N minutes, once across all replicas": each task has a row whose next run one
// replica claims with a single conditional upsert. Of replicas racing for the same run, one gets
// the row back and runs the task; the others find the next run already moved and skip it.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { scheduledTasks } from '../../db/schema';
import { bare, bareList } from '../../db/sql-names';
import { addMs } from '../time/clock';

const { name: taskName, nextRunAt, lastStartedAt } = scheduledTasks;

/** Claims the task's run due at `now`; true when this caller should run it. */
export async function claimScheduledRun(
  db: Database,
  name: string,
  everyMs: number,
  now: Date,
): Promise<boolean> {
  const next = addMs(now, everyMs).toISOString();
  const rows = await queryRows<{ name: string }>(
    db,
    sql`insert into ${scheduledTasks} (${bareList(taskName, nextRunAt, lastStartedAt)})
      values (${name}, ${next}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (${bare(taskName)}) do update
        set ${bare(nextRunAt)} = excluded.${bare(nextRunAt)},
          ${bare(lastStartedAt)} = excluded.${bare(lastStartedAt)}
        where ${nextRunAt} <= ${now.toISOString()}::timestamptz
      returning ${taskName}`,
  );
  return rows.length > 0;
}
