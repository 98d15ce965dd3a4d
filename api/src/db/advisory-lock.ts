// Taking the start-up lock that replicas share (prepare.ts) without stalling a concurrent index
// build. A blocking `pg_advisory_lock` is one statement that lasts as long as the wait, and a
// running statement holds a snapshot; CREATE INDEX CONCURRENTLY waits for every transaction whose
// snapshot is older than its own. So a replica blocked on the lock while the holder's migration
// builds an index concurrently would be waited for by that build, which waits for the holder:
// each waits on the other, through a session advisory lock and a virtual transaction id, which
// PostgreSQL's deadlock detector does not see as a cycle. Asking with pg_try_advisory_lock and
// pausing between tries keeps each statement an instant long.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** Pause between two tries for the lock. */
export const ADVISORY_LOCK_POLL_MS = 200;

/** Resolves once `client`'s session holds the advisory lock named `name`. */
export async function waitForAdvisoryLock(client: pg.ClientBase, name: string): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [name],
    );
    if (rows[0]?.locked) return;
    await sleep(ADVISORY_LOCK_POLL_MS);
  }
}
