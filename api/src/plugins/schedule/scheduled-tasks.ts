// "Run this every N minutes, once across all replicas": each task has a row whose next run one
// replica claims with a single conditional upsert. Of replicas racing for the same run, one gets
// the row back and runs the task; the others find the next run already moved and skip it.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { addMs } from '../time/clock';

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
    sql`insert into scheduled_tasks (name, next_run_at, last_started_at)
      values (${name}, ${next}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (name) do update
        set next_run_at = excluded.next_run_at, last_started_at = excluded.last_started_at
        where scheduled_tasks.next_run_at <= ${now.toISOString()}::timestamptz
      returning name`,
  );
  return rows.length > 0;
}
