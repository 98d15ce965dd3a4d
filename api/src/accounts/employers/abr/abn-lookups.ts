// The register's answers as the API keeps them (abn_lookups, one row per employer): the latest
// answer about the ABN the employer gave, with its date. An answer about another number than the
// profile's is stale: every read joins on the number (here, the profile's GET in ../profile.ts and
// the moderator's review), so none is ever shown for a new ABN.
import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { abnLookups, employers } from '../../../db/schema';
import { DAY_MS, addMs } from '../../../plugins/time/clock';
import type { AbnAnswer } from './abr-answer';

/** An answer is asked for again once it is this old: a business can close any day. */
export const ABN_ANSWER_MAX_AGE_MS = 30 * DAY_MS;

export interface KeptAnswer {
  /** The register's earlier word on this same number, if it had given one. */
  before: AbnAnswer['status'] | null;
}

/**
 * Keeps the answer about `abn`, unless the employer's ABN is no longer that number (changed while
 * the register was asked): then null, and nothing is kept. Locks the employer's row, so two
 * answers for one employer are kept one after the other.
 */
export async function keepAbnAnswer(
  tx: Database,
  input: { employerId: string; abn: string; answer: AbnAnswer; now: Date },
): Promise<KeptAnswer | null> {
  const { employerId, abn, answer, now } = input;
  const [employer] = await queryRows<{ abn: string | null }>(
    tx,
    sql`select ${employers.abn} from ${employers}
      where ${employers.userId} = ${employerId}::uuid for update`,
  );
  if (employer?.abn !== abn) return null;
  const [earlier] = await tx
    .select({ status: abnLookups.status })
    .from(abnLookups)
    .where(and(eq(abnLookups.employerId, employerId), eq(abnLookups.abn, abn)));
  const values = {
    abn,
    status: answer.status,
    entityName: answer.entityName,
    businessNames: answer.businessNames,
    lookedUpAt: now,
  };
  await tx
    .insert(abnLookups)
    .values({ employerId, ...values })
    .onConflictDoUpdate({ target: abnLookups.employerId, set: values });
  return { before: earlier?.status ?? null };
}

/**
 * Employers whose ABN the register should be asked about: none kept, one about another number,
 * or one older than ABN_ANSWER_MAX_AGE_MS; the longest waiting first, at most `limit`.
 */
export async function employersDueForAbnCheck(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ employerId: string; abn: string }[]> {
  const staleBefore = addMs(now, -ABN_ANSWER_MAX_AGE_MS);
  const rows = await db
    .select({ employerId: employers.userId, abn: employers.abn })
    .from(employers)
    .leftJoin(abnLookups, eq(abnLookups.employerId, employers.userId))
    .where(
      and(
        isNotNull(employers.abn),
        or(
          isNull(abnLookups.employerId),
          ne(abnLookups.abn, employers.abn),
          lt(abnLookups.lookedUpAt, staleBefore),
        ),
      ),
    )
    // Never answered for this number first, then the oldest answers.
    .orderBy(
      sql`case when ${abnLookups.abn} = ${employers.abn} then ${abnLookups.lookedUpAt} end
        asc nulls first`,
      asc(employers.userId),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.abn ? [{ employerId: row.employerId, abn: row.abn }] : []));
}
